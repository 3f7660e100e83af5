DROP INDEX "producto_fts_idx";--> statement-breakpoint
ALTER TABLE "producto" ADD COLUMN "busqueda_documento" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish'::regconfig, f_unaccent("nombre" || ' ' || "descripcion"))) STORED;--> statement-breakpoint
ALTER TABLE "producto" ADD COLUMN "busqueda_nombre" text GENERATED ALWAYS AS (f_unaccent(lower("nombre"))) STORED;--> statement-breakpoint
CREATE INDEX "producto_busqueda_documento_idx" ON "producto" USING gin ("busqueda_documento");--> statement-breakpoint
CREATE INDEX "producto_busqueda_nombre_trgm_idx" ON "producto" USING gin ("busqueda_nombre" gin_trgm_ops);