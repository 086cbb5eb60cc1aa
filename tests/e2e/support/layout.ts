import { expect, type Locator, type Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where an element is drawn, relative to the viewport; fails when it is not drawn at all. */
export async function boxOf(element: Locator): Promise<Box> {
  const box = await element.boundingBox();
  expect(box, 'the element is drawn').not.toBeNull();
  return box!;
}

/** Whether `inner` lies wholly within `outer` (half a pixel of rounding allowed). */
export function isInside(inner: Box, outer: Box): boolean {
  const slack = 0.5;
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

/**
 * Chromium draws a select's drop-down arrow at the end of its content box, over about 17 px (measured: a 16 px
 * 'Todas as cidades' shows whole with 18 px left beside it, and loses its last letter with 16 px); the text keeps
 * clear of this much.
 */
const selectArrowWidth = 20;

/**
 * The options of a select whose text would be cut if chosen: a select's scrollWidth never exceeds its clientWidth
 * (the browser clips the chosen text inside), so each text is measured in the select's own font and compared with
 * the room the select gives it, its content box less the arrow.
 */
export async function cutOptionTexts(select: Locator): Promise<string[]> {
  return select.evaluate((element, arrowWidth) => {
    const field = element as HTMLSelectElement;
    const style = getComputedStyle(field);
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrowWidth;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2D canvas to measure text with');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return Array.from(field.options)
      .map((option) => option.text)
      .filter((text) => context.measureText(text).width > room);
  }, selectArrowWidth);
}

/** How many pixels the page scrolls sideways (0 when everything fits the viewport's width). */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
