// After `vite build`: fails when the browser bundle does not run on React 19 (decision 016).
// It reads the build's own list of the packages in each chunk (.vite/bundle-packages.json,
// written by apps/web/vite.config.ts) and, as a second witness, React DOM's code itself.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'dist');
const chunks = JSON.parse(fs.readFileSync(path.join(root, '.vite/bundle-packages.json'), 'utf8'));
const packages = new Set(Object.values(chunks).flat());
const problems = [];

for (const name of ['react', 'react-dom']) {
  if (!packages.has(name)) problems.push(`the browser bundle holds no ${name}`);
}
for (const name of packages) {
  if (name === 'preact' || name.startsWith('preact-') || name.startsWith('@preact/')) {
    problems.push(`the browser bundle holds ${name}`);
  }
}
// React DOM marks the nodes it renders with `__reactFiber$`; Preact never writes it.
const scripts = Object.keys(chunks).map((file) => fs.readFileSync(path.join(root, file), 'utf8'));
if (!scripts.some((code) => code.includes('__reactFiber$'))) {
  problems.push('no chunk holds React DOM’s code (__reactFiber$)');
}

if (problems.length > 0) {
  console.error(`check-bundle: ${problems.join('; ')}.`);
  process.exit(1);
}
console.log(`check-bundle: React and React DOM in the browser bundle, no Preact (${root}).`);
