import { count } from 'drizzle-orm';
import { nairaToKobo } from '@aso/core/money';
import type { Db } from '../client.ts';
import { locations, policies, roomTypeImages, roomTypes, rooms } from '../schema.ts';
import { roomImagePath, seedLocations } from './catalogue.ts';
import { seedPolicies } from './policies.ts';

const koboOrNull = (naira: number | null | undefined) =>
  naira === null || naira === undefined ? null : nairaToKobo(naira);

/** Loads the demo catalogue and the default policies, each only into an empty table. */
export async function seedDemoData(db: Db): Promise<{ catalogue: boolean; policies: boolean }> {
  return db.transaction(async (tx) => {
    const [{ value: typeCount }] = (await tx.select({ value: count() }).from(roomTypes)) as [
      { value: number },
    ];
    const [{ value: policyCount }] = (await tx.select({ value: count() }).from(policies)) as [
      { value: number },
    ];

    if (typeCount === 0) {
      for (const location of seedLocations) {
        const [{ id: locationId }] = (await tx
          .insert(locations)
          .values({
            name: location.name,
            area: location.area,
            address: location.address,
            latitude: location.latitude,
            longitude: location.longitude,
          })
          .returning({ id: locations.id })) as [{ id: number }];

        for (const type of location.roomTypes) {
          const [{ id: roomTypeId }] = (await tx
            .insert(roomTypes)
            .values({
              locationId,
              title: type.title,
              description: type.description,
              pricePerNightKobo: nairaToKobo(type.priceNaira),
              capacity: type.capacity,
              latitude: type.latitude,
              longitude: type.longitude,
              breakfastEnabled: type.breakfast !== null,
              breakfastPriceKobo: nairaToKobo(type.breakfast?.priceNaira ?? 0),
              airportConveyanceEnabled: type.conveyance !== null,
              airportConveyancePriceKobo: koboOrNull(type.conveyance?.pickup),
              airportPickupPriceKobo: koboOrNull(type.conveyance?.pickup),
              airportDropoffPriceKobo: koboOrNull(type.conveyance?.dropoff),
              airportBothPriceKobo: koboOrNull(type.conveyance?.both),
            })
            .returning({ id: roomTypes.id })) as [{ id: number }];

          await tx.insert(roomTypeImages).values(
            type.imageAlts.map((altText, index) => ({
              roomTypeId,
              path: roomImagePath(type.slug, index),
              altText,
              position: index,
            })),
          );
          await tx
            .insert(rooms)
            .values(type.roomNumbers.map((roomNumber) => ({ roomTypeId, roomNumber })));
        }
      }
    }

    if (policyCount === 0) {
      await tx.insert(policies).values(
        seedPolicies.map((policy, position) => ({
          ...policy,
          placement: 'information_card' as const,
          position,
        })),
      );
    }
    return { catalogue: typeCount === 0, policies: policyCount === 0 };
  });
}
