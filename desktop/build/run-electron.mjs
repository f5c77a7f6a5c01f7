// `npm start`: runs the built app with the Electron binary. npm installs the electron package but the
// binary itself is downloaded separately, which fails on machines without internet access; this
// says so plainly instead of letting electron's own launcher retry the download.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const desktopDir = fileURLToPath(new URL('..', import.meta.url));
const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));

/** Where electron's own launcher looks (node_modules/electron/index.js), without its download attempt. */
function electronBinary() {
  const pathFile = join(electronDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override
    ? join(override, executable ?? 'electron')
    : executable && join(electronDir, 'dist', executable);
  return binary && existsSync(binary) ? binary : null;
}

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const binary = electronBinary();
if (!binary) {
  fail(
    'The Electron binary is not installed (npm installs the electron package, but the binary is a\n' +
      'separate download that needs the internet). On a machine with internet access run\n' +
      '  npx install-electron\n' +
      'or\n' +
      '  node node_modules/electron/install.js\n' +
      'then try again. The console also runs in a browser at <LANTERN_API_URL>/console/.',
  );
}
if (!existsSync(join(desktopDir, 'out/main/index.js'))) {
  fail('The desktop app is not built yet: run `npm run build -w @lantern/desktop` first.');
}

const env = { ...process.env };
// Set by some editors' terminals (VS Code); it would make Electron run as plain Node.
delete env.ELECTRON_RUN_AS_NODE;
console.log(`Lantern Console, API at ${env.LANTERN_API_URL ?? 'http://localhost:3000 (default)'}`);
const child = spawn(binary, [desktopDir, ...process.argv.slice(2)], { stdio: 'inherit', env });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
