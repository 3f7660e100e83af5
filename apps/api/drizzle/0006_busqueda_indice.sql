CREATE TABLE "busqueda_cambio" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "busqueda_cambio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tabla" text NOT NULL,
	"fila_id" integer NOT NULL,
	"xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "producto_busqueda_documento_idx";--> statement-breakpoint
CREATE INDEX "busqueda_cambio_xid_idx" ON "busqueda_cambio" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "busqueda_cambio_creado_idx" ON "busqueda_cambio" USING btree ("creado_en");--> statement-breakpoint
-- Disparadores que alimentan busqueda_cambio (ADR 009): sólo los cambios que alteran una
-- tarjeta de la búsqueda o sus filtros; vistas y ventas se refrescan aparte por popularidad.
CREATE FUNCTION registrar_cambio_busqueda() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fila jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN fila := to_jsonb(OLD); ELSE fila := to_jsonb(NEW); END IF;
  INSERT INTO busqueda_cambio (tabla, fila_id) VALUES (TG_ARGV[0], (fila ->> TG_ARGV[1])::int);
  PERFORM pg_notify('busqueda_cambio', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER producto_busqueda_alta AFTER INSERT OR DELETE ON producto
  FOR EACH ROW EXECUTE FUNCTION registrar_cambio_busqueda('producto', 'id');
--> statement-breakpoint
CREATE TRIGGER producto_busqueda_cambio AFTER UPDATE ON producto
  FOR EACH ROW WHEN (
    (OLD.nombre, OLD.descripcion, OLD.precio, OLD.precio_mayorista, OLD.cantidad,
     OLD.compra_mejorada, OLD.cantidad_disponible, OLD.no_apto_menores, OLD.categoria_id,
     OLD.fabricante_id, OLD.rating, OLD.ratings, OLD.aprobado, OLD.activo, OLD.eliminado_en)
    IS DISTINCT FROM
    (NEW.nombre, NEW.descripcion, NEW.precio, NEW.precio_mayorista, NEW.cantidad,
     NEW.compra_mejorada, NEW.cantidad_disponible, NEW.no_apto_menores, NEW.categoria_id,
     NEW.fabricante_id, NEW.rating, NEW.ratings, NEW.aprobado, NEW.activo, NEW.eliminado_en))
  EXECUTE FUNCTION registrar_cambio_busqueda('producto', 'id');
--> statement-breakpoint
CREATE TRIGGER fabricante_busqueda_cambio AFTER UPDATE ON fabricante
  FOR EACH ROW WHEN ((OLD.nombre, OLD.aprobado, OLD.activo) IS DISTINCT FROM (NEW.nombre, NEW.aprobado, NEW.activo))
  EXECUTE FUNCTION registrar_cambio_busqueda('fabricante', 'id');
--> statement-breakpoint
CREATE TRIGGER imagen_producto_busqueda AFTER INSERT OR UPDATE OR DELETE ON imagen_producto
  FOR EACH ROW EXECUTE FUNCTION registrar_cambio_busqueda('producto', 'producto_id');
--> statement-breakpoint
CREATE TRIGGER variante_producto_busqueda AFTER INSERT OR UPDATE OR DELETE ON variante_producto
  FOR EACH ROW EXECUTE FUNCTION registrar_cambio_busqueda('producto', 'producto_id');
--> statement-breakpoint
CREATE TRIGGER producto_rubro_busqueda AFTER INSERT OR UPDATE OR DELETE ON producto_rubro
  FOR EACH ROW EXECUTE FUNCTION registrar_cambio_busqueda('producto', 'producto_id');
--> statement-breakpoint
CREATE TRIGGER categoria_busqueda AFTER INSERT OR UPDATE OR DELETE ON categoria
  FOR EACH ROW EXECUTE FUNCTION registrar_cambio_busqueda('categoria', 'id');
