import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, PrivateHostRefused, rosterNetwork, sourceUrlRefusal } from './roster-hosts.js';
import { RosterApiError, requestJson } from './roster-http.js';

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/moved') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '1' });
    response.end(JSON.stringify({ users: [{ sourcedId: 'u1' }], method: request.method }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('isPrivateAddress', () => {
  it('should refuse loopback, private, link-local, shared, reserved and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'not-an-address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it('should let public addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('sourceUrlRefusal', () => {
  it('should refuse private hosts, by address or by name, when they are not allowed', async () => {
    for (const url of [
      'http://127.0.0.1:8080/ims',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
      'http://[::ffff:10.0.0.1]/x',
      'http://localhost:3000/x',
      'http://api.localhost/x',
    ])
      expect(await sourceUrlRefusal(url, false), url).toMatch(/private, loopback or link-local/);
  });

  it('should refuse addresses that are not http or https, or carry credentials, whatever the setting', async () => {
    expect(await sourceUrlRefusal('file:///etc/passwd', true)).toBe('must be an http or https address');
    expect(await sourceUrlRefusal('gopher://x', true)).toBe('must be an http or https address');
    expect(await sourceUrlRefusal('https://user:pw@sis.example', true)).toMatch(/user name or password/);
  });

  it('should let public addresses through, and private ones when allowed', async () => {
    expect(await sourceUrlRefusal('https://93.184.216.34/ims', false)).toBeNull();
    expect(await sourceUrlRefusal('http://127.0.0.1:8080/ims', true)).toBeNull();
  });
});

describe('rosterNetwork', () => {
  it('should refuse to connect to a private address, named or literal, when private hosts are not allowed', async () => {
    const guarded = rosterNetwork(false);
    await expect(guarded(`http://127.0.0.1:${port}/users`, {})).rejects.toBeInstanceOf(PrivateHostRefused);
    await expect(guarded(`http://localhost:${port}/users`, {})).rejects.toThrow(/not a public address/);
  });

  it('should reach a local server when allowed, with the method, headers and body asked', async () => {
    const answer = await requestJson(
      rosterNetwork(true),
      `http://localhost:${port}/users`,
      { method: 'POST', headers: { authorization: 'Bearer x' }, body: 'grant_type=client_credentials' },
      'OneRoster users',
    );
    expect(answer.body).toEqual({ users: [{ sourcedId: 'u1' }], method: 'POST' });
    expect(answer.headers.get('x-total-count')).toBe('1');
  });

  it('should not follow a redirect, saying where it led', async () => {
    const refused = requestJson(rosterNetwork(true), `http://127.0.0.1:${port}/moved`, {}, 'OneRoster users');
    await expect(refused).rejects.toBeInstanceOf(RosterApiError);
    await expect(refused).rejects.toThrow(/302, a redirect to http:\/\/169\.254\.169\.254.*not followed/);
  });
});
