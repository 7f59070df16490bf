// Preloaded (node -r) into a command the CLI benchmark runs: writes the process's peak resident memory, in KB, to $MAX_RSS_FILE at exit.
process.on('exit', () => require('node:fs').writeFileSync(process.env.MAX_RSS_FILE, String(process.resourceUsage().maxRSS)))
