import { useMutation, useQueryClient } from '@tanstack/react-query';
import { koboToNaira } from '@aso/core/money';
import {
  ROOM_TYPE_CREATE_FAILED,
  ROOM_TYPE_UPDATE_FAILED,
  RoomTypeSavedResponseSchema,
  type RoomTypeFields,
} from '@aso/core/room-types';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { invalidateCatalogue } from './invalidate-catalogue.ts';

const nairaText = (kobo: number | null) => (kobo === null ? '' : String(koboToNaira(kobo)));

/**
 * The multipart form of spec §7 `POST /room-types`: the checked fields as text (prices in
 * naira, booleans as 1/0) and each new photo as a repeated `images[]` file.
 */
export function roomTypeFormData(
  fields: RoomTypeFields & { numberOfRooms?: number },
  photos: File[],
  keptImages?: string[],
): FormData {
  const form = new FormData();
  const text: Record<string, string> = {
    title: fields.title,
    description: fields.description,
    price_per_night: nairaText(fields.pricePerNightKobo),
    capacity: String(fields.capacity),
    latitude: fields.latitude === null ? '' : String(fields.latitude),
    longitude: fields.longitude === null ? '' : String(fields.longitude),
    breakfast_enabled: fields.breakfastEnabled ? '1' : '0',
    breakfast_price: fields.breakfastEnabled ? nairaText(fields.breakfastPriceKobo) : '',
    airport_conveyance_enabled: fields.airportConveyanceEnabled ? '1' : '0',
    airport_conveyance_price: nairaText(fields.airportConveyancePriceKobo),
    airport_pickup_price: nairaText(fields.airportPickupPriceKobo),
    airport_dropoff_price: nairaText(fields.airportDropoffPriceKobo),
    airport_both_price: nairaText(fields.airportBothPriceKobo),
    weekly_discount_percent: String(fields.weeklyDiscountPercent ?? 0),
    monthly_discount_percent: String(fields.monthlyDiscountPercent ?? 0),
  };
  if (fields.numberOfRooms !== undefined) text.number_of_rooms = String(fields.numberOfRooms);
  // Spec §5 Edit: the kept images as comma-separated addresses, in their order.
  if (keptImages) text.images = keptImages.join(',');
  for (const [name, value] of Object.entries(text)) form.append(name, value);
  for (const photo of photos) form.append('images[]', photo, photo.name);
  return form;
}

/** Uploads of several photos take longer than a plain call. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** `POST /api/room-types` (multipart): the type, its photos and its units. */
export function createRoomType(form: FormData) {
  return apiRequest('/room-types', RoomTypeSavedResponseSchema, {
    method: 'POST',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/** `PUT /api/room-types/{id}` (multipart): the fields, the kept images and new photos. */
export function updateRoomType({ id, form }: { id: number; form: FormData }) {
  return apiRequest(`/room-types/${id}`, RoomTypeSavedResponseSchema, {
    method: 'PUT',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function useCreateRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoomType,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

export function useUpdateRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoomType,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

/** Spec §8: the server's message, else "Failed to create room type" / "Failed to update room type". */
export function saveRoomTypeErrorMessage(error: unknown, mode: 'create' | 'edit'): string {
  return (
    (error instanceof ApiError && error.serverMessage) ||
    (mode === 'create' ? ROOM_TYPE_CREATE_FAILED : ROOM_TYPE_UPDATE_FAILED)
  );
}
