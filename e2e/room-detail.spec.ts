import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  fetchRoom,
  fetchRooms,
  isBookable,
  TWO_BEDROOM_TITLE,
  type PublicRoomType,
} from './support/api.ts';
import { swipeLeft } from './support/touch.ts';

/** Spec "Room detail": the type's images, else three default slides; the grid shows five. */
const DEFAULT_SLIDE_COUNT = 3;
const MAX_GRID_PHOTOS = 5;
const galleryPhotoCount = (room: PublicRoomType) => room.images.length || DEFAULT_SLIDE_COUNT;

const galleryDots = (page: Page) => page.getByRole('button', { name: /^Show photo \d+ of \d+$/ });

async function openFirstRoom(page: Page, request: Parameters<typeof fetchRooms>[0]) {
  const [listed] = await fetchRooms(request);
  const room = await fetchRoom(request, listed!.id);
  await page.goto(`/rooms/${room.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.title);
  return room;
}

test.describe('room detail', () => {
  for (const id of ['999999', 'abc']) {
    test(`/rooms/${id} says "Room not found."`, async ({ page }) => {
      await page.goto(`/rooms/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Room not found.');
      await expect(page.getByRole('link', { name: 'See all residencies' })).toBeVisible();
    });
  }

  test('loads the booking card of this room in its slot', async ({ page, request }) => {
    const room = await openFirstRoom(page, request);
    const slot = page.getByTestId('booking-card-slot');
    // On a phone the card's code loads only as the visitor scrolls towards it.
    await slot.scrollIntoViewIfNeeded();
    const card = slot.getByRole('complementary', { name: 'Book your stay' });
    await expect(card).toBeVisible();
    await expect(slot.getByRole('status', { name: 'Loading the booking card' })).toHaveCount(0);
    await expect(
      card.getByText(`₦${room.price_per_night.toLocaleString('en-US')}`, { exact: true }),
    ).toBeVisible();
    if (isBookable(room)) {
      await expect(card.getByRole('button', { name: 'BOOK NOW' })).toBeVisible();
    } else {
      await expect(card).toContainText('not taking online bookings');
    }
  });

  test('on desktop the gallery is a grid of photos without slider dots', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the grid is the desktop layout');
    const room = await openFirstRoom(page, request);
    const gallery = page.getByRole('region', { name: `Photos of ${room.title}` });

    const photos = gallery.getByRole('listitem').getByRole('img');
    await expect(photos).toHaveCount(Math.min(galleryPhotoCount(room), MAX_GRID_PHOTOS));
    await expect(photos.first()).toBeVisible();
    await expect(gallery.getByRole('list')).toHaveCSS('display', 'grid');
    await expect(galleryDots(page)).toHaveCount(0);

    // The photos sit side by side in the grid, not one per screen.
    const first = await photos.nth(0).boundingBox();
    const second = await photos.nth(1).boundingBox();
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(second!.y).toBeGreaterThanOrEqual(first!.y - 1);
    expect(second!.x + second!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test.describe('on a phone the gallery is a swipe slider with dots', () => {
    test('clicking a dot shows that photo', async ({ page, request }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'the slider is the mobile layout');
      const room = await openFirstRoom(page, request);
      const slider = page.getByRole('list', { name: `Photos of ${room.title}, swipe for more` });
      const dots = galleryDots(page);
      await expect(dots).toHaveCount(galleryPhotoCount(room));
      await expect(slider.getByRole('listitem')).toHaveCount(galleryPhotoCount(room));
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');

      await dots.nth(1).click();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
      await expect(slider.getByRole('listitem').nth(1)).toBeInViewport({ ratio: 0.9 });
    });

    test('swiping left moves to the next photo and its dot', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'the slider is the mobile layout');
      const room = await openFirstRoom(page, request);
      const slider = page.getByRole('list', { name: `Photos of ${room.title}, swipe for more` });
      const dots = galleryDots(page);
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');

      await swipeLeft(page, slider);
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
      await expect(slider.getByRole('listitem').nth(1)).toBeInViewport({ ratio: 0.9 });
    });
  });
});

test('/2BedroomPage shows the two-bedroom room type', async ({ page, request }) => {
  const rooms = await fetchRooms(request);
  const twoBedroom = rooms.find((room) => TWO_BEDROOM_TITLE.test(room.title));
  expect(twoBedroom, 'the catalogue lists a two-bedroom type').toBeDefined();

  await page.goto('/2BedroomPage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(twoBedroom!.title);
  await expect(page.getByTestId('booking-card-slot')).toBeVisible();
});
