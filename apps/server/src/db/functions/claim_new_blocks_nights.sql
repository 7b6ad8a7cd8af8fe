-- Trigger function of channel_blocks_claim_new_nights (migration 0011, decision 012): the
-- blocks of one INSERT claim their nights in one statement (the transition table
-- added_blocks) instead of one trigger call per row, which PGlite paid dearly for.
CREATE OR REPLACE FUNCTION public.claim_new_blocks_nights()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO room_claims (room_id, stay, block_id)
		SELECT room_id, stay, id FROM added_blocks WHERE conflict_booking_id IS NULL;
	RETURN NULL;
END $function$;
