ALTER TABLE "hoja_ruta" ADD COLUMN "kilometros_reales" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD COLUMN "minutos_reales" integer;--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD COLUMN "tarifa_recalculada" bigint;