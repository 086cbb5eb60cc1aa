import { propertyPage } from './support/catalogue';
import { expect, test } from './support/fixtures';

/** Launches the carousel holds. */
const carouselSize = 10;

test.describe('launch carousel', () => {
  test('shows the launches one slide at a time with accessible arrows', async ({ home }) => {
    const launches = await propertyPage({ launch: true }, 1, carouselSize);
    expect(launches.items.length).toBeGreaterThan(1);

    await home.goto();
    await expect(home.launches.getByRole('heading', { name: 'Lançamentos em Destaque' })).toBeVisible();
    await expect(home.allLaunchSlides()).toHaveCount(launches.items.length);
    await expect(home.activeLaunch()).toHaveCount(1);
    await expect(home.activeLaunch()).toHaveAccessibleName(`1 de ${launches.items.length}`);
    await expect(home.activeLaunch().getByRole('heading', { name: launches.items[0]!.title })).toBeVisible();

    await home.launches.getByRole('button', { name: 'Próximo lançamento' }).click();
    await expect(home.activeLaunch()).toHaveAccessibleName(`2 de ${launches.items.length}`);
    await expect(home.activeLaunch().getByRole('heading', { name: launches.items[1]!.title })).toBeVisible();
    await home.launches.getByRole('button', { name: 'Lançamento anterior' }).click();
    await home.launches.getByRole('button', { name: 'Lançamento anterior' }).click();
    await expect(home.activeLaunch()).toHaveAccessibleName(`${launches.items.length} de ${launches.items.length}`);
  });

  test('photos rotate every 3000 ms on the active slide only and restart when it is left', async ({ home, page }) => {
    const launches = (await propertyPage({ launch: true }, 1, carouselSize)).items;
    const rotating = launches.findIndex((launch, index) => index > 0 && launch.images.length > 1);
    expect(rotating, 'a launch with several photos after the first slide').toBeGreaterThan(0);
    const photoCount = launches[rotating]!.images.length;
    const title = launches[rotating]!.title;

    await page.clock.install();
    await home.goto();
    await expect(home.activeLaunch()).toBeVisible();
    // Freeze time; from here on only the clock moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    const next = home.launches.getByRole('button', { name: 'Próximo lançamento' });
    for (let step = 0; step < rotating; step += 1) await next.click();
    const slide = home.activeLaunch();
    await expect(slide).toHaveAccessibleName(`${rotating + 1} de ${launches.length}`);
    const photo = slide.getByRole('img');
    await expect(photo).toHaveAttribute('alt', `${title}: foto 1 de ${photoCount}`);

    await page.clock.runFor(2_900);
    await expect(photo).toHaveAttribute('alt', `${title}: foto 1 de ${photoCount}`);
    await page.clock.runFor(100);
    await expect(photo).toHaveAttribute('alt', `${title}: foto 2 de ${photoCount}`);

    // Hidden slides never rotate.
    await page.clock.runFor(3_000 * 3);
    const hidden = home.allLaunchSlides().and(page.locator('[hidden]'));
    await expect(hidden).toHaveCount(launches.length - 1);
    for (const other of await hidden.all()) await expect(other).toHaveAttribute('data-image-index', '0');

    // Leaving the slide resets it; coming back starts again from the first photo.
    await next.click();
    await home.launches.getByRole('button', { name: 'Lançamento anterior' }).click();
    await expect(home.activeLaunch()).toHaveAccessibleName(`${rotating + 1} de ${launches.length}`);
    await expect(home.activeLaunch().getByRole('img')).toHaveAttribute('alt', `${title}: foto 1 de ${photoCount}`);
    await page.clock.runFor(3_000);
    await expect(home.activeLaunch().getByRole('img')).toHaveAttribute('alt', `${title}: foto 2 de ${photoCount}`);
  });
});
