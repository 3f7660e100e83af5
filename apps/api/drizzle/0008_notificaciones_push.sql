CREATE TABLE "clave_vapid" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"clave_publica" text NOT NULL,
	"clave_privada" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clave_vapid_unica_ck" CHECK ("clave_vapid"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "suscripcion_push" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suscripcion_push_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"device_id" text,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notificacion" DROP CONSTRAINT "notificacion_tipo_ck";--> statement-breakpoint
ALTER TABLE "suscripcion_push" ADD CONSTRAINT "suscripcion_push_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suscripcion_push_endpoint_uq" ON "suscripcion_push" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "suscripcion_push_usuario_idx" ON "suscripcion_push" USING btree ("usuario_id");--> statement-breakpoint
ALTER TABLE "notificacion" ADD CONSTRAINT "notificacion_tipo_ck" CHECK ("notificacion"."tipo" in ('chat', 'oportunidad', 'pedido', 'vehiculo_aprobado', 'transportista_aprobado', 'proveedor_aprobado', 'producto_aprobado', 'producto_rechazado', 'general'));