CREATE TABLE "lugar_calle" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lugar_calle_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"tipo" text DEFAULT 'calle' NOT NULL,
	"ciudad_id" integer,
	"ciudad_nombre" text NOT NULL,
	"lat" numeric(9, 6) NOT NULL,
	"lng" numeric(9, 6) NOT NULL,
	CONSTRAINT "lugar_calle_tipo_ck" CHECK ("lugar_calle"."tipo" in ('calle', 'lugar'))
);
--> statement-breakpoint
CREATE TABLE "registro_ruc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registro_ruc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ruc" text NOT NULL,
	"razon_social" text NOT NULL,
	"ruc_anterior" text,
	"estado" text,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lugar_calle" ADD CONSTRAINT "lugar_calle_ciudad_id_ciudad_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudad"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lugar_calle_nombre_ciudad_uq" ON "lugar_calle" USING btree ("nombre","ciudad_nombre","tipo");--> statement-breakpoint
CREATE INDEX "lugar_calle_nombre_trgm_idx" ON "lugar_calle" USING gin (f_unaccent(lower("nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "registro_ruc_ruc_uq" ON "registro_ruc" USING btree ("ruc");