ALTER TABLE "carrito" DROP CONSTRAINT "carrito_medio_pago_ck";--> statement-breakpoint
ALTER TABLE "transaccion_pago" DROP CONSTRAINT "transaccion_pago_medio_ck";--> statement-breakpoint
ALTER TABLE "pedido" DROP CONSTRAINT "pedido_medio_pago_ck";--> statement-breakpoint
ALTER TABLE "carrito" ADD CONSTRAINT "carrito_medio_pago_ck" CHECK ("carrito"."medio_pago" in (0, 1, 2, 3, 4, 5, -1));--> statement-breakpoint
ALTER TABLE "transaccion_pago" ADD CONSTRAINT "transaccion_pago_medio_ck" CHECK ("transaccion_pago"."medio_pago" in (0, 1, 2, 3, 4, 5, -1));--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_medio_pago_ck" CHECK ("pedido"."medio_pago" in (0, 1, 2, 3, 4, 5, -1));