-- Trigger function of bookings_claim_nights (migration 0009, decision 012): a booking claims
-- its unit's nights in room_claims while it is pending, confirmed or checked in, and releases
-- them otherwise; a block that arrived over the booking (a conflict) claims its nights once
-- no active booking shares them any more. Nothing else writes a booking's room_claims row.
CREATE OR REPLACE FUNCTION public.claim_booking_nights()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	DELETE FROM room_claims WHERE booking_id = NEW.id;
	IF NEW.status IN ('pending', 'confirmed', 'checked_in') THEN
		INSERT INTO room_claims (room_id, stay, booking_id) VALUES (NEW.room_id, NEW.stay, NEW.id);
	END IF;
	IF TG_OP = 'UPDATE' THEN
		-- Blocks that arrived over this booking: still a conflict while some active booking
		-- shares their nights, otherwise they hold their nights from now on.
		UPDATE channel_blocks k SET conflict_booking_id = (
			SELECT b.id FROM bookings b
			WHERE b.room_id = k.room_id AND b.stay && k.stay
				AND b.status IN ('pending', 'confirmed', 'checked_in')
			ORDER BY b.id LIMIT 1)
		WHERE k.conflict_booking_id = NEW.id;
	END IF;
	RETURN NULL;
END $function$;
