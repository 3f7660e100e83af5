CREATE TABLE "intento_login" (
	"clave" text PRIMARY KEY NOT NULL,
	"intentos" integer NOT NULL,
	"vence_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "intento_login_vence_idx" ON "intento_login" USING btree ("vence_en");