-- A sync writes hundreds of blocks in one INSERT: their claims are written by one statement
-- (a transition table) instead of one trigger call per row, which PGlite paid dearly for.
-- Updates (a conflict cleared) stay per row: transition tables cannot go with UPDATE OF.
DROP TRIGGER "channel_blocks_claim_nights" ON "channel_blocks";
--> statement-breakpoint
CREATE FUNCTION "claim_new_blocks_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO room_claims (room_id, stay, block_id)
		SELECT room_id, stay, id FROM added_blocks WHERE conflict_booking_id IS NULL;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "channel_blocks_claim_new_nights" AFTER INSERT ON "channel_blocks"
	REFERENCING NEW TABLE AS added_blocks
	FOR EACH STATEMENT EXECUTE FUNCTION "claim_new_blocks_nights"();
--> statement-breakpoint
CREATE TRIGGER "channel_blocks_claim_nights" AFTER UPDATE OF "conflict_booking_id", "room_id", "start_date", "end_date" ON "channel_blocks"
	FOR EACH ROW EXECUTE FUNCTION "claim_block_nights"();
