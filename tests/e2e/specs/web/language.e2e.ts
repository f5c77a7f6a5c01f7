import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/web.js';

test.describe('interface language', () => {
  test('should switch a student to French and then Spanish, saved across reloads', async ({ page }) => {
    await signIn(page, 'elementarystudent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi, Lily!');

    await expect(page.getByRole('list', { name: 'Subjects' })).toHaveText('English');

    await page.getByRole('button', { name: 'EN — Language: English' }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour, Lily !');
    await expect(page.getByRole('heading', { name: 'Vos classes' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Subject names are data in English; the catalogue translates the ones Lantern ships with.
    await expect(page.getByRole('list', { name: 'Matières' })).toHaveText('Anglais');
    // The chosen item disappears with the menu: focus goes back to the button, not to the page.
    await expect(page.getByRole('button', { name: 'FR — Langue : Français' })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour, Lily !');

    await page.getByRole('button', { name: 'FR — Langue : Français' }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Lily!');
    await expect(page.getByRole('heading', { name: 'Tus clases' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Materias' })).toHaveText('Inglés');
  });

  test('should do nothing when the current language is chosen again', async ({ page }) => {
    await signIn(page, 'student');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/me/preferred-language')) saves.push(request.url());
    });
    await page.getByRole('button', { name: 'EN — Language: English' }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi, Ava!');
    expect(saves).toEqual([]);
  });

  test('should let the cookie decide before sign-in', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lantern_lang', value: 'fr', url: baseURL ?? '' }]);
    await page.goto('/login/student');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour ! Prêt à apprendre ?');

    await page.getByRole('button', { name: 'FR — Langue : Français' }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ES — Idioma: Español' })).toBeFocused();
  });

  test('should follow a signed-in profile’s language', async ({ page }) => {
    await signIn(page, 'canadastudent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour, Olivia !');
  });
});
