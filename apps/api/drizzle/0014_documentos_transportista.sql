CREATE TABLE "aviso_vencimiento_transportista" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aviso_vencimiento_transportista_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transportista_id" integer NOT NULL,
	"documento" text NOT NULL,
	"vencimiento" date NOT NULL,
	"umbral" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aviso_vencimiento_vehiculo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aviso_vencimiento_vehiculo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehiculo_id" integer NOT NULL,
	"documento" text NOT NULL,
	"vencimiento" date NOT NULL,
	"umbral" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transportista" ADD COLUMN "poliza_vencimiento" date;--> statement-breakpoint
ALTER TABLE "transportista" ADD COLUMN "suspendido_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD COLUMN "poliza_vencimiento" date;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD COLUMN "suspendido_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aviso_vencimiento_transportista" ADD CONSTRAINT "aviso_vencimiento_transportista_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso_vencimiento_vehiculo" ADD CONSTRAINT "aviso_vencimiento_vehiculo_vehiculo_id_vehiculo_id_fk" FOREIGN KEY ("vehiculo_id") REFERENCES "public"."vehiculo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aviso_vencimiento_transportista_uq" ON "aviso_vencimiento_transportista" USING btree ("transportista_id","documento","vencimiento","umbral");--> statement-breakpoint
CREATE UNIQUE INDEX "aviso_vencimiento_vehiculo_uq" ON "aviso_vencimiento_vehiculo" USING btree ("vehiculo_id","documento","vencimiento","umbral");