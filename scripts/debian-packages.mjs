// Tools the tests need that npm cannot install (Chromium, LibreOffice) come from Debian.
// On a machine where we may install them (root with apt-get) we do; elsewhere we stop before
// anything runs, printing the one command that fixes it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export class MissingPackageError extends Error {}

/** The real machine; tests pass a fake with the same shape. */
export const hostSystem = {
  exists: (path) => existsSync(path),
  isRoot: () => process.getuid?.() === 0,
  hasAptGet: () => existsSync('/usr/bin/apt-get'),
  run: (command, args) =>
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0,
  log: (line) => console.log(line),
};

/**
 * Makes sure `binary` exists, installing Debian's `pkg` when it is missing and we can; with
 * `recommends: false` without the packages it only recommends (LibreOffice's would bring a desktop).
 * Returns 'present' or 'installed'; throws MissingPackageError naming the command otherwise.
 */
export function requireDebianPackage({ binary, pkg, recommends = true }, system = hostSystem) {
  if (system.exists(binary)) return 'present';
  const installArgs = ['install', '-y', ...(recommends ? [] : ['--no-install-recommends']), pkg];
  const install = `apt-get ${installArgs.join(' ')}`;
  const command = `apt-get update && ${install}`;
  if (!system.isRoot() || !system.hasAptGet()) {
    throw new MissingPackageError(
      `${binary} is missing. Install Debian's ${pkg} package first:\n  sudo apt-get update && sudo ${install}`,
    );
  }
  system.log(`${binary} is missing: installing Debian's ${pkg} (${command})`);
  if (!system.run('apt-get', ['update']) || !system.run('apt-get', installArgs)) {
    throw new MissingPackageError(`Installing ${pkg} failed. Run it yourself and retry:\n  ${command}`);
  }
  if (!system.exists(binary)) {
    throw new MissingPackageError(`${pkg} is installed but ${binary} is still missing.`);
  }
  return 'installed';
}
