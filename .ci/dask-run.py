#!/usr/bin/python3
"""The line-filter contract under a real engine: Dask distributed.

A local cluster of 2 worker processes reads a generated file of a million
lines as partitions (dask.bag.read_text, blocks cut at line ends), pipes each
partition through the built `uri parse --format tsv` (a subprocess per
partition, in map_partitions), and gathers the rows in partition order. The
result must be byte-for-byte the output of one `uri parse --format tsv` over
the whole file: what the contract (one row per line, in order, each row
depending on its line alone) promises. Run by `.ci/run`'s step `dask` with
Debian's /usr/bin/python3 and its python3-distributed.

    /usr/bin/python3 .ci/dask-run.py [LINES]
"""
import os
import random
import subprocess
import sys
import tempfile
import time

import dask.bag as db
from distributed import Client, LocalCluster

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = [os.environ.get("NODE", "node"), os.path.join(ROOT, "dist", "cjs", "cli", "main.js")]
COMMAND = ["parse", "--format", "tsv"]


def generate(path, lines):
    """A seeded file of URLs, valid and not: hosts, ports, queries, fragments, spaces, non-ASCII, bad triplets, empty lines."""
    rnd = random.Random(36)
    words = ["api", "docs", "search", "user", "v1", "a%20b", "caf\u00e9", "x y", "%zz", "index.html", ""]
    hosts = ["example.com", "www.example.co.uk", "127.0.0.1", "[::1]", "EXAMPLE.org", "b\u00fccher.example"]
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for k in range(lines):
            if k % 97 == 0:
                f.write("\n")
                continue
            scheme = rnd.choice(["http", "https", "ws", "ftp"])
            port = rnd.choice(["", "", ":80", ":8080"])
            path_ = "/".join(rnd.choice(words) for _ in range(rnd.randint(0, 4)))
            query = rnd.choice(["", "?q=%d" % k, "?utm_source=x&b=2"])
            fragment = rnd.choice(["", "", "#top"])
            f.write("%s://%s%s/%s%s%s\n" % (scheme, rnd.choice(hosts), port, path_, query, fragment))


def uri_filter(lines):
    """One partition: its lines through `uri parse --format tsv`; its rows come back as one block of bytes
    (one object to send back, not a string per row), after a check of the contract: as many rows as lines."""
    text = "".join(lines)
    out = subprocess.run(BIN + COMMAND, input=text.encode("utf-8"), stdout=subprocess.PIPE, check=True).stdout
    count = text.count("\n") + (0 if text == "" or text.endswith("\n") else 1)
    if out.count(b"\n") != count:
        raise AssertionError("%d lines in, %d rows out" % (count, out.count(b"\n")))
    return [out]


def main():
    lines = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    started = time.time()
    with tempfile.TemporaryDirectory(prefix="typed-uri-dask-") as tmp:
        path = os.path.join(tmp, "lines.txt")
        generate(path, lines)
        with open(path, "rb") as f:
            single = subprocess.run(BIN + COMMAND, stdin=f, stdout=subprocess.PIPE, check=True).stdout
        single_s = time.time() - started
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, Client(cluster):
            t = time.time()
            # 4 MB blocks: about a dozen partitions, cut at line ends ("\n" only, as the contract's rows end).
            bag = db.read_text(path, blocksize="4MB", encoding="utf-8", linedelimiter="\n")
            rows = bag.map_partitions(uri_filter).compute()
            dask_s = time.time() - t
            partitions = bag.npartitions
        gathered = b"".join(rows)
        size = os.path.getsize(path)
    if gathered != single:
        at = next((k for k in range(min(len(gathered), len(single))) if gathered[k] != single[k]), min(len(gathered), len(single)))
        print("dask: the gathered rows differ from the single run at byte %d" % at, file=sys.stderr)
        sys.exit(1)
    print(
        "dask: %d lines (%.1f MB), %d partitions on 2 worker processes: %d bytes of rows, byte-for-byte the single run's "
        "(single %.1f s, cluster %.1f s; %.0f lines/s per worker)" % (lines, size / 1e6, partitions, len(gathered), single_s, dask_s, lines / dask_s / 2)
    )


if __name__ == "__main__":
    main()
