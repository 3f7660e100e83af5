-- Libros contables (sólo inserciones) y la cifra actual mantenida en la misma transacción.
--
-- movimiento_stock → producto.cantidad_disponible (y variante_producto.cantidad_disponible).
--   Insertar un movimiento suma delta a la variante (si hay) y al producto; el stock del
--   producto es el total, variantes incluidas. Si quedaría negativo, el CHECK
--   producto_stock_ck / variante_producto_stock_ck rechaza la sentencia (SQLSTATE 23514).
--   Un cambio directo de cantidad_disponible (INSERT o UPDATE) se asienta solo en el libro
--   como 'carga_inicial' o 'ajuste', de modo que suma(delta) = cantidad_disponible siempre.
-- movimiento_balance_transportista → transportista.balance, con la misma idea.
-- Las columnas que dan valor a un asiento no se pueden modificar (f_libro_inmutable).

CREATE OR REPLACE FUNCTION f_movimiento_stock_aplicar() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  resultante integer;
BEGIN
  -- Asiento generado por un cambio directo: ya está aplicado.
  IF coalesce(current_setting('nemu.stock_directo', true), '') = '1' THEN
    RETURN NEW;
  END IF;
  PERFORM set_config('nemu.stock_libro', '1', true);
  IF NEW.variante_id IS NOT NULL THEN
    UPDATE variante_producto
       SET cantidad_disponible = cantidad_disponible + NEW.delta, actualizado_en = now()
     WHERE id = NEW.variante_id AND producto_id = NEW.producto_id
    RETURNING cantidad_disponible INTO resultante;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'La variante % no pertenece al producto %', NEW.variante_id, NEW.producto_id
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    UPDATE producto
       SET cantidad_disponible = cantidad_disponible + NEW.delta, actualizado_en = now()
     WHERE id = NEW.producto_id;
  ELSE
    UPDATE producto
       SET cantidad_disponible = cantidad_disponible + NEW.delta, actualizado_en = now()
     WHERE id = NEW.producto_id
    RETURNING cantidad_disponible INTO resultante;
  END IF;
  PERFORM set_config('nemu.stock_libro', '0', true);
  NEW.cantidad_resultante := resultante;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER movimiento_stock_aplicar BEFORE INSERT ON movimiento_stock
  FOR EACH ROW EXECUTE FUNCTION f_movimiento_stock_aplicar();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_stock_directo() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  anterior integer := CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.cantidad_disponible END;
  diferencia integer := NEW.cantidad_disponible - anterior;
BEGIN
  IF diferencia = 0 OR coalesce(current_setting('nemu.stock_libro', true), '') = '1' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('nemu.stock_directo', '1', true);
  IF TG_TABLE_NAME = 'variante_producto' THEN
    INSERT INTO movimiento_stock (producto_id, variante_id, delta, motivo, cantidad_resultante)
    VALUES (NEW.producto_id, NEW.id, diferencia,
            CASE WHEN TG_OP = 'INSERT' THEN 'carga_inicial' ELSE 'ajuste' END,
            NEW.cantidad_disponible);
    -- El producto lleva el total de sus variantes.
    PERFORM set_config('nemu.stock_libro', '1', true);
    UPDATE producto
       SET cantidad_disponible = cantidad_disponible + diferencia, actualizado_en = now()
     WHERE id = NEW.producto_id;
    PERFORM set_config('nemu.stock_libro', '0', true);
  ELSE
    INSERT INTO movimiento_stock (producto_id, delta, motivo, cantidad_resultante)
    VALUES (NEW.id, diferencia,
            CASE WHEN TG_OP = 'INSERT' THEN 'carga_inicial' ELSE 'ajuste' END,
            NEW.cantidad_disponible);
  END IF;
  PERFORM set_config('nemu.stock_directo', '0', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER producto_stock_directo
  AFTER INSERT OR UPDATE OF cantidad_disponible ON producto
  FOR EACH ROW EXECUTE FUNCTION f_stock_directo();
--> statement-breakpoint
CREATE TRIGGER variante_producto_stock_directo
  AFTER INSERT OR UPDATE OF cantidad_disponible ON variante_producto
  FOR EACH ROW EXECUTE FUNCTION f_stock_directo();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_movimiento_balance_aplicar() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('nemu.balance_directo', true), '') = '1' THEN
    RETURN NEW;
  END IF;
  PERFORM set_config('nemu.balance_libro', '1', true);
  UPDATE transportista
     SET balance = balance + NEW.monto, actualizado_en = now()
   WHERE id = NEW.transportista_id
  RETURNING balance INTO NEW.balance_resultante;
  PERFORM set_config('nemu.balance_libro', '0', true);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER movimiento_balance_aplicar BEFORE INSERT ON movimiento_balance_transportista
  FOR EACH ROW EXECUTE FUNCTION f_movimiento_balance_aplicar();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_balance_directo() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  anterior bigint := CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.balance END;
  diferencia bigint := NEW.balance - anterior;
BEGIN
  IF diferencia = 0 OR coalesce(current_setting('nemu.balance_libro', true), '') = '1' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('nemu.balance_directo', '1', true);
  INSERT INTO movimiento_balance_transportista (transportista_id, monto, motivo, balance_resultante, descripcion)
  VALUES (NEW.id, diferencia, 'ajuste', NEW.balance, 'Cambio directo del balance');
  PERFORM set_config('nemu.balance_directo', '0', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transportista_balance_directo
  AFTER INSERT OR UPDATE OF balance ON transportista
  FOR EACH ROW EXECUTE FUNCTION f_balance_directo();
--> statement-breakpoint
-- Inmutabilidad: las columnas listadas en los argumentos no cambian una vez asentadas.
-- (Otras columnas, p. ej. claves foráneas puestas en NULL al borrar el padre, sí.)
CREATE OR REPLACE FUNCTION f_libro_inmutable() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  columna text;
  nuevo jsonb := to_jsonb(NEW);
  viejo jsonb := to_jsonb(OLD);
BEGIN
  FOREACH columna IN ARRAY TG_ARGV LOOP
    IF nuevo -> columna IS DISTINCT FROM viejo -> columna THEN
      RAISE EXCEPTION '% es un libro de sólo inserciones: % no se modifica', TG_TABLE_NAME, columna
        USING ERRCODE = 'integrity_constraint_violation';
    END IF;
  END LOOP;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER movimiento_stock_inmutable BEFORE UPDATE ON movimiento_stock
  FOR EACH ROW EXECUTE FUNCTION f_libro_inmutable('producto_id', 'delta', 'motivo', 'referencia', 'cantidad_resultante', 'creado_en');
--> statement-breakpoint
CREATE TRIGGER movimiento_balance_inmutable BEFORE UPDATE ON movimiento_balance_transportista
  FOR EACH ROW EXECUTE FUNCTION f_libro_inmutable('transportista_id', 'monto', 'motivo', 'referencia', 'balance_resultante', 'creado_en');
--> statement-breakpoint
CREATE TRIGGER transaccion_pago_inmutable BEFORE UPDATE ON transaccion_pago
  FOR EACH ROW EXECUTE FUNCTION f_libro_inmutable('proveedor', 'operacion', 'monto', 'estado', 'id_proceso', 'id_externo', 'codigo_respuesta', 'payload', 'clave_idempotencia', 'creado_en');
