import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_PASSWORD, makePerson } from '../../../test/account-kit.js';
import { HttpSession } from '../../../test/http-session.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn(roles: string[]) {
  const person = await makePerson(t, { roles });
  const http = new HttpSession(t.baseUrl);
  await http.login(person.username, KIT_PASSWORD);
  return http;
}

function send(http: HttpSession, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'me.png');
  return http.fetch(`${t.baseUrl}/api/me/headshot`, {
    method: 'POST',
    headers: { authorization: `Bearer ${http.accessToken}` },
    body: form,
  });
}

describe('a tutor’s own headshot, from settings', () => {
  it('should keep the tutor’s picture as a small square and refuse what is not a picture', async () => {
    const tutor = await signedIn(['tutor']);
    expect(await tutor.api.call('ownHeadshot')).toEqual({ profile_image: null });
    const png = await sharp({
      create: { width: 500, height: 300, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    expect((await send(tutor, png)).status).toBe(200);
    const { profile_image } = await tutor.api.call('ownHeadshot');
    expect(profile_image).toMatch(/^data:image\/webp;base64,/);
    const picture = Buffer.from(profile_image!.split(',')[1]!, 'base64');
    expect(await sharp(picture).metadata()).toMatchObject({ width: 256, height: 256 });

    expect((await send(tutor, new TextEncoder().encode('not a picture'))).status).toBe(415);
    expect((await tutor.api.call('ownHeadshot')).profile_image).toBe(profile_image);
  });

  it('should refuse it to a person not signed in as a tutor', async () => {
    const student = await signedIn(['student']);
    expect((await send(student, new Uint8Array([1, 2, 3]))).status).toBe(403);
  });
});
