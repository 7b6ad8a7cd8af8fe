-- Trigger function of channel_blocks_claim_nights (migrations 0009 and 0011, decision 012):
-- an updated channel block claims its nights in room_claims unless it is a conflict (it
-- arrived over a booking made here). New blocks are claimed by claim_new_blocks_nights.
CREATE OR REPLACE FUNCTION public.claim_block_nights()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	DELETE FROM room_claims WHERE block_id = NEW.id;
	IF NEW.conflict_booking_id IS NULL THEN
		INSERT INTO room_claims (room_id, stay, block_id) VALUES (NEW.room_id, NEW.stay, NEW.id);
	END IF;
	RETURN NULL;
END $function$;
