// Loads the TypeScript sources and specs for mocha by esbuild's transform: the same
// JavaScript ts-node's transpile-only mode writes (types erased, ES imports as CommonJS
// requires with esModuleInterop), at a tenth of the time. Type checking is `npm run typecheck`'s.
const fs = require('node:fs')
const Module = require('node:module')
const { transformSync } = require('esbuild')

process.setSourceMapsEnabled(true)
const tsconfigRaw = { compilerOptions: { target: 'ES2022', useDefineForClassFields: true } }
Module._extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    loader: 'ts',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: filename,
    tsconfigRaw,
    // import() as a require, as TypeScript writes it for CommonJS: Node's own import() reads no .ts.
    supported: { 'dynamic-import': false },
  })
  module._compile(code, filename)
}
