import { describe, expect, it } from 'vitest';
import { MissingPackageError, requireDebianPackage } from './debian-packages.mjs';

const chromium = { binary: '/usr/bin/chromium', pkg: 'chromium' };

/** A machine where `installs` decides whether apt-get puts the binary in place. */
function fakeSystem({ present = false, root = true, aptGet = true, installs = true } = {}) {
  const files = new Set(present ? [chromium.binary] : []);
  const commands = [];
  return {
    commands,
    exists: (path) => files.has(path),
    isRoot: () => root,
    hasAptGet: () => aptGet,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (installs && args[0] === 'install') files.add(chromium.binary);
      return installs;
    },
    log: () => {},
  };
}

describe('requireDebianPackage', () => {
  it('does nothing when the binary is there', () => {
    const system = fakeSystem({ present: true });
    expect(requireDebianPackage(chromium, system)).toBe('present');
    expect(system.commands).toEqual([]);
  });

  it('installs the package with apt-get when running as root', () => {
    const system = fakeSystem();
    expect(requireDebianPackage(chromium, system)).toBe('installed');
    expect(system.commands).toEqual(['apt-get update', 'apt-get install -y chromium']);
  });

  it('stops without running anything and names the command when not root', () => {
    const system = fakeSystem({ root: false });
    expect(() => requireDebianPackage(chromium, system)).toThrow(MissingPackageError);
    expect(() => requireDebianPackage(chromium, system)).toThrow(
      'sudo apt-get update && sudo apt-get install -y chromium',
    );
    expect(system.commands).toEqual([]);
  });

  it('stops and names the command when there is no apt-get', () => {
    const system = fakeSystem({ aptGet: false });
    expect(() => requireDebianPackage(chromium, system)).toThrow(/\/usr\/bin\/chromium is missing/);
    expect(system.commands).toEqual([]);
  });

  it('says so when apt-get fails', () => {
    expect(() => requireDebianPackage(chromium, fakeSystem({ installs: false }))).toThrow(
      /Installing chromium failed/,
    );
  });

  it('installs without recommended packages when asked, and says so in the command it names', () => {
    const libreOffice = { binary: chromium.binary, pkg: 'libreoffice-writer-nogui', recommends: false };
    const system = fakeSystem();
    expect(requireDebianPackage(libreOffice, system)).toBe('installed');
    expect(system.commands).toEqual([
      'apt-get update',
      'apt-get install -y --no-install-recommends libreoffice-writer-nogui',
    ]);
    expect(() => requireDebianPackage(libreOffice, fakeSystem({ root: false }))).toThrow(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends libreoffice-writer-nogui',
    );
  });

  it('works for any package, such as LibreOffice', () => {
    const system = fakeSystem({ root: false });
    expect(() =>
      requireDebianPackage({ binary: '/usr/bin/soffice', pkg: 'libreoffice-writer' }, system),
    ).toThrow('sudo apt-get install -y libreoffice-writer');
  });
});
