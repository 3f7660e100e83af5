CREATE TABLE "historial_pedido" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "historial_pedido_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pedido_id" integer NOT NULL,
	"estado" integer NOT NULL,
	"transicion" text NOT NULL,
	"detalle" text,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "historial_pedido_estado_ck" CHECK ("historial_pedido"."estado" in (0, 10, 20, 30, 40, 50))
);
--> statement-breakpoint
ALTER TABLE "pedido" ADD COLUMN "stock_liberado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "historial_pedido" ADD CONSTRAINT "historial_pedido_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historial_pedido" ADD CONSTRAINT "historial_pedido_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "historial_pedido_pedido_idx" ON "historial_pedido" USING btree ("pedido_id","creado_en");