import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { fetchRooms, isBookable, type PublicRoomType } from './support/api.ts';
import { cardDescriptionText, nairaText } from './support/expected-text.ts';

const roomCards = (page: Page) =>
  page.getByRole('region', { name: 'Room types' }).getByRole('listitem');

const roomCard = (page: Page, room: PublicRoomType) =>
  roomCards(page).filter({
    has: page.getByRole('heading', { level: 2, name: room.title, exact: true }),
  });

test.describe('residencies', () => {
  test('lists every room type of the API with its price and short description', async ({
    page,
    request,
  }) => {
    // office.spec puts a room type on sale and takes it off again while this may run:
    // when the list changed between the API call and the page, both are read again.
    await expect(async () => {
      const rooms = await fetchRooms(request);
      await page.goto('/residencies');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our residencies');
      await expect(roomCards(page)).toHaveCount(rooms.length);
      await expect(page.getByText('Loading rooms...')).toBeHidden();
      await expect(roomCards(page).getByRole('heading', { level: 2 })).toHaveText(
        rooms.map((room) => room.title),
      );

      for (const room of rooms) {
        const card = roomCard(page, room);
        await expect(card, room.title).toHaveCount(1);
        await expect(
          card.getByText(nairaText(room.price_per_night), { exact: true }),
        ).toBeVisible();
        await expect(
          card.getByText(cardDescriptionText(room.description), { exact: true }),
        ).toBeVisible();
        if (isBookable(room)) {
          await expect(card.getByRole('link', { name: /^BOOK NOW/ })).toHaveAttribute(
            'href',
            `/rooms/${room.id}`,
          );
        } else {
          await expect(card.getByRole('button', { name: 'UNAVAILABLE' })).toBeDisabled();
        }
      }
    }).toPass({ timeout: 30_000 });
  });

  test('cuts long descriptions at 120 characters followed by "..."', async ({ page, request }) => {
    const rooms = await fetchRooms(request);
    const long = rooms.filter((room) => room.description.length > 120);
    test.skip(long.length === 0, 'no room type has a description over 120 characters');
    await page.goto('/residencies');

    for (const room of long) {
      const card = roomCard(page, room);
      const shown = card.getByText(room.description.slice(0, 120), { exact: false });
      await expect(shown).toHaveText(`${room.description.slice(0, 120)}...`);
      await expect(card.getByText(room.description, { exact: true })).toHaveCount(0);
    }
  });

  test("a card's BOOK NOW opens that room's page", async ({ page, request }) => {
    const rooms = await fetchRooms(request);
    const room = rooms.find(isBookable);
    expect(room, 'at least one bookable room type').toBeDefined();
    await page.goto('/residencies');

    await roomCard(page, room!)
      .getByRole('link', { name: /^BOOK NOW/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/rooms/${room!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(room!.title);
  });

  test('a room page survives a reload of its deep link', async ({ page, request }) => {
    const [room] = await fetchRooms(request);
    await page.goto(`/rooms/${room!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(room!.title);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(room!.title);
    await expect(page.getByTestId('booking-card-slot')).toBeVisible();
  });
});
