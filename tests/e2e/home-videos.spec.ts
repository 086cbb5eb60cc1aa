import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { uniqueTag } from './support/peopleApi';
import { createVideo, youtubeUrl } from './support/videoRecords';

test.describe('home videos', () => {
  test.describe.configure({ timeout: 60_000 });

  test("shows the agency's active external videos, each player loading only when asked", async ({ home, page, records }) => {
    const tag = uniqueTag();
    const title = `Vídeo da home ${tag}`;
    await createVideo(records, { title, description: `Conheça a agência ${tag}`, url: youtubeUrl(41), type: 'EXTERNAL', isActive: true });
    const inactive = `Vídeo externo desativado ${tag}`;
    await createVideo(records, { title: inactive, description: '', url: youtubeUrl(42), type: 'EXTERNAL', isActive: false });
    const internal = `Vídeo interno ${tag}`;
    await createVideo(records, { title: internal, description: '', url: youtubeUrl(43), type: 'INTERNAL', isActive: true });

    const playerRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube|vimeo|ytimg/.test(request.url())) playerRequests.push(request.url());
    });
    await home.goto();
    const section = page.getByRole('region', { name: 'Vídeos' });
    const play = section.getByRole('button', { name: `Assistir ao vídeo ${title}` });
    await expect(play).toBeVisible();
    await expect(play).toContainText(title);
    await expect(section.getByText(`Conheça a agência ${tag}`)).toBeVisible();
    await expect(section.getByText(inactive)).toHaveCount(0);
    await expect(section.getByText(internal)).toHaveCount(0);
    await expect(page.getByText(internal)).toHaveCount(0);

    // The section comes right before the contact form, and nothing of a player loads before a click.
    const beforeContact = await page.evaluate(() => {
      const videos = document.getElementById('videos-title')?.closest('section');
      return videos?.nextElementSibling?.id ?? null;
    });
    expect(beforeContact).toBe('contato');
    await expect(section.locator('iframe')).toHaveCount(0);
    expect(playerRequests).toEqual([]);
    const boxSize = await play.boundingBox();
    expect((boxSize?.width ?? 0) / (boxSize?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    expect(await seriousViolations(page)).toEqual([]);

    await play.click();
    const player = section.locator(`iframe[title="${title}"]`);
    await expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/tst00000041?autoplay=1');
    await expect(play).toHaveCount(0);
    await expect(player).toBeFocused();
    const playerSize = await player.boundingBox();
    expect((playerSize?.width ?? 0) / (playerSize?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
