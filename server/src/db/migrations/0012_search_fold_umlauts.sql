-- Issue 17: 'ubach' finds Übach-Palenberg and 'munchen' finds München, as 'uebach' and 'muenchen' do. The
-- umlauts are still spelled out first, then a vowel followed by 'e' (ae, oe, ue) is folded to the bare vowel,
-- on both sides of the comparison: 'Übach', 'Uebach' and 'Ubach' all become 'ubach'. A word with a real
-- 'ue' ('Feuer' → 'feur') is folded the same way on both sides, so it is still found by its own spelling.
CREATE OR REPLACE FUNCTION kp_search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary,
    replace(replace(replace(replace(replace(replace(replace(replace(value,
      'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'))),
    '([aou])e', '\1', 'g')
$$;--> statement-breakpoint
-- Stored generated columns keep the old fold until their row is written again: write every row once.
UPDATE "contact_people" SET "firstname" = "firstname";--> statement-breakpoint
UPDATE "new_companies" SET "title" = "title";--> statement-breakpoint
UPDATE "service_areas" SET "title" = "title";--> statement-breakpoint
UPDATE "services" SET "title" = "title";--> statement-breakpoint
UPDATE "sub_services" SET "title" = "title";--> statement-breakpoint
UPDATE "news_posts" SET "title" = "title";
