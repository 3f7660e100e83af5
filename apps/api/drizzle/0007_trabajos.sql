CREATE TABLE "trabajo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trabajo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"max_intentos" integer NOT NULL,
	"ejecutar_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"bloqueado_por" text,
	"clave_unica" text,
	"ultimo_error" text,
	"terminado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trabajo_clave_unica_uq" UNIQUE("clave_unica"),
	CONSTRAINT "trabajo_estado_ck" CHECK ("trabajo"."estado" in ('pendiente', 'en_curso', 'hecho', 'fallido'))
);
--> statement-breakpoint
CREATE INDEX "trabajo_pendiente_idx" ON "trabajo" USING btree ("ejecutar_desde","id") WHERE "trabajo"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "trabajo_en_curso_idx" ON "trabajo" USING btree ("bloqueado_hasta") WHERE "trabajo"."estado" = 'en_curso';--> statement-breakpoint
CREATE INDEX "trabajo_estado_tipo_idx" ON "trabajo" USING btree ("estado","tipo","id");