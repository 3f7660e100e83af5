CREATE TABLE "documento_sifen" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documento_sifen_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"factura_id" integer NOT NULL,
	"cdc" text NOT NULL,
	"xml" text NOT NULL,
	"url_qr" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"codigo_respuesta" text,
	"mensaje_respuesta" text,
	"respuesta" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documento_sifen_cdc_ck" CHECK ("documento_sifen"."cdc" ~ '^[0-9]{44}$'),
	CONSTRAINT "documento_sifen_estado_ck" CHECK ("documento_sifen"."estado" in ('pendiente', 'aprobado', 'rechazado'))
);
--> statement-breakpoint
CREATE TABLE "movimiento_contable" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "movimiento_contable_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asiento" text NOT NULL,
	"concepto" text NOT NULL,
	"cuenta" text NOT NULL,
	"fabricante_id" integer,
	"transportista_id" integer,
	"usuario_id" integer,
	"cuenta_fondo_id" integer,
	"pedido_id" integer,
	"orden_venta_id" integer,
	"hoja_ruta_id" integer,
	"pago_id" integer,
	"monto" bigint NOT NULL,
	"descripcion" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimiento_contable_monto_ck" CHECK ("movimiento_contable"."monto" <> 0),
	CONSTRAINT "movimiento_contable_cuenta_ck" CHECK ("movimiento_contable"."cuenta" in ('proveedor', 'transportista', 'cliente', 'comision', 'envio', 'cobros', 'fondo')),
	CONSTRAINT "movimiento_contable_titular_ck" CHECK (("movimiento_contable"."cuenta" <> 'proveedor' or "movimiento_contable"."fabricante_id" is not null)
      and ("movimiento_contable"."cuenta" <> 'transportista' or "movimiento_contable"."transportista_id" is not null)
      and ("movimiento_contable"."cuenta" <> 'cliente' or "movimiento_contable"."usuario_id" is not null)
      and ("movimiento_contable"."cuenta" <> 'fondo' or "movimiento_contable"."cuenta_fondo_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "timbrado" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timbrado_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"numero" text NOT NULL,
	"tipo_documento" integer DEFAULT 1 NOT NULL,
	"establecimiento" text DEFAULT '001' NOT NULL,
	"punto_expedicion" text DEFAULT '001' NOT NULL,
	"inicio" date NOT NULL,
	"fin" date,
	"emisor_ruc" text NOT NULL,
	"emisor_razon_social" text NOT NULL,
	"emisor_direccion" text,
	"tipo_contribuyente" integer DEFAULT 2 NOT NULL,
	"electronico" boolean DEFAULT false NOT NULL,
	"ultimo_numero" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timbrado_numero_ck" CHECK ("timbrado"."numero" ~ '^[0-9]{8}$'),
	CONSTRAINT "timbrado_punto_ck" CHECK ("timbrado"."establecimiento" ~ '^[0-9]{3}$' and "timbrado"."punto_expedicion" ~ '^[0-9]{3}$'),
	CONSTRAINT "timbrado_ultimo_ck" CHECK ("timbrado"."ultimo_numero" between 0 and 9999999),
	CONSTRAINT "timbrado_vigencia_ck" CHECK ("timbrado"."fin" is null or "timbrado"."fin" >= "timbrado"."inicio"),
	CONSTRAINT "timbrado_tipo_documento_ck" CHECK ("timbrado"."tipo_documento" in (1, 5, 6)),
	CONSTRAINT "timbrado_tipo_contribuyente_ck" CHECK ("timbrado"."tipo_contribuyente" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "factura" ADD COLUMN "timbrado_id" integer;--> statement-breakpoint
ALTER TABLE "factura" ADD COLUMN "factura_asociada_id" integer;--> statement-breakpoint
ALTER TABLE "factura" ADD COLUMN "transportista_id" integer;--> statement-breakpoint
ALTER TABLE "factura" ADD COLUMN "electronica" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documento_sifen" ADD CONSTRAINT "documento_sifen_factura_id_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_contable" ADD CONSTRAINT "movimiento_contable_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_contable" ADD CONSTRAINT "movimiento_contable_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_contable" ADD CONSTRAINT "movimiento_contable_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_contable" ADD CONSTRAINT "movimiento_contable_cuenta_fondo_id_cuenta_fondo_id_fk" FOREIGN KEY ("cuenta_fondo_id") REFERENCES "public"."cuenta_fondo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_contable" ADD CONSTRAINT "movimiento_contable_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_contable" ADD CONSTRAINT "movimiento_contable_orden_venta_id_orden_venta_id_fk" FOREIGN KEY ("orden_venta_id") REFERENCES "public"."orden_venta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_contable" ADD CONSTRAINT "movimiento_contable_hoja_ruta_id_hoja_ruta_id_fk" FOREIGN KEY ("hoja_ruta_id") REFERENCES "public"."hoja_ruta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_contable" ADD CONSTRAINT "movimiento_contable_pago_id_pago_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documento_sifen_factura_uq" ON "documento_sifen" USING btree ("factura_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documento_sifen_cdc_uq" ON "documento_sifen" USING btree ("cdc");--> statement-breakpoint
CREATE INDEX "movimiento_contable_asiento_idx" ON "movimiento_contable" USING btree ("asiento");--> statement-breakpoint
CREATE INDEX "movimiento_contable_fabricante_idx" ON "movimiento_contable" USING btree ("fabricante_id","creado_en");--> statement-breakpoint
CREATE INDEX "movimiento_contable_transportista_idx" ON "movimiento_contable" USING btree ("transportista_id","creado_en");--> statement-breakpoint
CREATE INDEX "movimiento_contable_pedido_idx" ON "movimiento_contable" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "movimiento_contable_cuenta_idx" ON "movimiento_contable" USING btree ("cuenta","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "timbrado_punto_uq" ON "timbrado" USING btree ("emisor_ruc","numero","tipo_documento","establecimiento","punto_expedicion");--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_timbrado_id_timbrado_id_fk" FOREIGN KEY ("timbrado_id") REFERENCES "public"."timbrado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_factura_asociada_id_factura_id_fk" FOREIGN KEY ("factura_asociada_id") REFERENCES "public"."factura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Libro mayor: cada asiento suma cero al confirmar la transacción y nada se modifica ni se borra.
CREATE OR REPLACE FUNCTION f_asiento_balanceado() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(monto), 0) INTO total FROM movimiento_contable WHERE asiento = NEW.asiento;
  IF total <> 0 THEN
    RAISE EXCEPTION 'El asiento % no suma cero (%)', NEW.asiento, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER movimiento_contable_balanceado AFTER INSERT ON movimiento_contable
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION f_asiento_balanceado();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_libro_solo_inserciones() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% es un libro de sólo inserciones', TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER movimiento_contable_solo_inserciones BEFORE UPDATE OR DELETE ON movimiento_contable
  FOR EACH ROW EXECUTE FUNCTION f_libro_solo_inserciones();
