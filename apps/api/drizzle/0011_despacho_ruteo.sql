CREATE TABLE "lote_ruteo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lote_ruteo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fecha" date NOT NULL,
	"hora_corte" text,
	"iniciado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_en" timestamp with time zone,
	"ordenes" integer DEFAULT 0 NOT NULL,
	"hojas" integer DEFAULT 0 NOT NULL,
	"no_ruteadas" integer DEFAULT 0 NOT NULL,
	"duracion_solver_ms" integer
);
--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD COLUMN "peso_carga_kg" numeric(10, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD COLUMN "volumen_carga_cm3" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD COLUMN "lote_ruteo_id" integer;--> statement-breakpoint
ALTER TABLE "orden_venta" ADD COLUMN "motivo_ruteo" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lote_ruteo_turno_uq" ON "lote_ruteo" USING btree ("fecha","hora_corte") WHERE "lote_ruteo"."hora_corte" is not null;--> statement-breakpoint
CREATE INDEX "lote_ruteo_fecha_idx" ON "lote_ruteo" USING btree ("fecha");--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD CONSTRAINT "hoja_ruta_lote_ruteo_id_lote_ruteo_id_fk" FOREIGN KEY ("lote_ruteo_id") REFERENCES "public"."lote_ruteo"("id") ON DELETE set null ON UPDATE no action;