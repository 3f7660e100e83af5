CREATE TABLE "ciudad" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ciudad_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"departamento" text NOT NULL,
	"lat" numeric(9, 6) NOT NULL,
	"lng" numeric(9, 6) NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuracion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configuracion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clave" text NOT NULL,
	"valor" text DEFAULT '' NOT NULL,
	"descripcion" text,
	"publica" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contrato" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contrato_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"titulo" text NOT NULL,
	"contenido" text NOT NULL,
	"archivo" text,
	"vigente_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contrato_tipo_ck" CHECK ("contrato"."tipo" in (10, 20, 30))
);
--> statement-breakpoint
CREATE TABLE "familia" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "familia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linea" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "linea_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mensaje_predeterminado" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mensaje_predeterminado_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mensaje" text NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"tipo" integer,
	"orden" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mensaje_predeterminado_tipo_ck" CHECK ("mensaje_predeterminado"."tipo" in (0, 10))
);
--> statement-breakpoint
CREATE TABLE "pregunta_frecuente" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pregunta_frecuente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pregunta" text NOT NULL,
	"respuesta" text NOT NULL,
	"destinatario" integer,
	"orden" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pregunta_frecuente_destinatario_ck" CHECK ("pregunta_frecuente"."destinatario" in (10, 20, 30))
);
--> statement-breakpoint
CREATE TABLE "refrigeracion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refrigeracion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"refrigeracion" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refrigeracion_refrigeracion_ck" CHECK ("refrigeracion"."refrigeracion" in (0, 10, 20))
);
--> statement-breakpoint
CREATE TABLE "rubro" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rubro_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"imagen" text,
	"orden" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuenta_social" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cuenta_social_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"proveedor" text NOT NULL,
	"sujeto" text NOT NULL,
	"email" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso_en" timestamp with time zone,
	CONSTRAINT "cuenta_social_proveedor_ck" CHECK ("cuenta_social"."proveedor" in ('google', 'facebook', 'apple'))
);
--> statement-breakpoint
CREATE TABLE "dato_facturacion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dato_facturacion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"razon_social" text NOT NULL,
	"ruc" text NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direccion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "direccion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"nombre" text DEFAULT '' NOT NULL,
	"calle_principal" text DEFAULT '' NOT NULL,
	"calle_secundaria" text,
	"numero" text,
	"referencia" text,
	"ubicacion" text,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"default" boolean DEFAULT false NOT NULL,
	"ciudad_id" integer,
	"ciudad_nombre" text,
	"icono" text DEFAULT 'casa' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direccion_icono_ck" CHECK ("direccion"."icono" in ('casa', 'empresa', 'maletin', 'alfiler', 'corazon'))
);
--> statement-breakpoint
CREATE TABLE "dispositivo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispositivo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"device_id" text,
	"push_token" text NOT NULL,
	"plataforma" text,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restablecimiento_contrasena" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restablecimiento_contrasena_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_sesion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "token_sesion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"device_id" text,
	"plataforma" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso_en" timestamp with time zone,
	"revocado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"fecha_nacimiento" date,
	"nro_documento" text,
	"nro_telefono" text,
	"razon_social" text,
	"ruc" text,
	"imagen_perfil" text,
	"genero" integer,
	"administrador" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"modo_uso_app" integer DEFAULT 10 NOT NULL,
	"registro_redes_sociales" boolean DEFAULT false NOT NULL,
	"notificaciones_activas" boolean DEFAULT true NOT NULL,
	"sonidos_activos" boolean DEFAULT true NOT NULL,
	"recibir_ofertas_email" boolean,
	"recibir_ofertas_notificacion" boolean,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_acceso" timestamp with time zone,
	"anonimizado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_modo_uso_app_ck" CHECK ("usuario"."modo_uso_app" in (10, 20, 30)),
	CONSTRAINT "usuario_genero_ck" CHECK ("usuario"."genero" in (10, 20, 30))
);
--> statement-breakpoint
CREATE TABLE "aceptacion_contrato" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aceptacion_contrato_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contrato_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"fabricante_id" integer,
	"ip" text,
	"user_agent" text,
	"aceptado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fabricante" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fabricante_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"imagen_perfil" text,
	"aprobado" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"fecha_agregado" timestamp with time zone DEFAULT now() NOT NULL,
	"aprobado_por" integer,
	"fecha_aprobacion" timestamp with time zone,
	"nro_telefono" text,
	"email" text,
	"ruc" text,
	"razon_social" text,
	"resena_empresa" text,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"tipo_proveedor" integer DEFAULT 10 NOT NULL,
	"fecha_aceptacion_contrato" timestamp with time zone,
	"constancia_ruc" text,
	"dias_apertura" text[] DEFAULT '{}'::text[] NOT NULL,
	"hora_apertura" time,
	"hora_cierre" time,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabricante_dias_apertura_ck" CHECK ("fabricante"."dias_apertura" <@ array['1','2','3','4','5','6','7']::text[]),
	CONSTRAINT "fabricante_rating_ck" CHECK ("fabricante"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "fabricante_rubro" (
	"fabricante_id" integer NOT NULL,
	"rubro_id" integer NOT NULL,
	CONSTRAINT "fabricante_rubro_fabricante_id_rubro_id_pk" PRIMARY KEY("fabricante_id","rubro_id")
);
--> statement-breakpoint
CREATE TABLE "feriado_fabricante" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feriado_fabricante_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fabricante_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"descripcion" text,
	"hora_apertura" time,
	"hora_cierre" time,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "margen" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "margen_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fabricante_id" integer NOT NULL,
	"categoria_id" integer,
	"tipo" integer DEFAULT 10 NOT NULL,
	"margen" numeric(12, 2) DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "margen_tipo_ck" CHECK ("margen"."tipo" in (10, 20)),
	CONSTRAINT "margen_no_negativo_ck" CHECK ("margen"."margen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pausa_fabricante" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pausa_fabricante_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fabricante_id" integer NOT NULL,
	"motivo" text,
	"desde" timestamp with time zone DEFAULT now() NOT NULL,
	"hasta" timestamp with time zone,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pausa_fabricante_rango_ck" CHECK ("pausa_fabricante"."hasta" is null or "pausa_fabricante"."hasta" > "pausa_fabricante"."desde")
);
--> statement-breakpoint
CREATE TABLE "punto_retiro" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punto_retiro_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fabricante_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"calle_principal" text DEFAULT '' NOT NULL,
	"calle_secundaria" text,
	"numero" text,
	"referencia" text,
	"ubicacion" text,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"default" boolean DEFAULT false NOT NULL,
	"ciudad_id" integer,
	"nro_telefono" text,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_fabricante" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_fabricante_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"fabricante_id" integer NOT NULL,
	"rol" text DEFAULT 'staff' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_fabricante_rol_ck" CHECK ("usuario_fabricante"."rol" in ('propietario', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "categoria" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"comision" numeric(5, 2) DEFAULT 0 NOT NULL,
	"superior_id" integer,
	"tipo_iva" integer DEFAULT 10 NOT NULL,
	"no_apto_menores" boolean DEFAULT false NOT NULL,
	"nivel" integer DEFAULT 1 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"icono" text,
	"imagen" text,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categoria_tipo_iva_ck" CHECK ("categoria"."tipo_iva" in (0, 5, 10)),
	CONSTRAINT "categoria_comision_ck" CHECK ("categoria"."comision" between 0 and 100),
	CONSTRAINT "categoria_nivel_ck" CHECK ("categoria"."nivel" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "comentario_producto" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comentario_producto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"producto_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"comentario" text NOT NULL,
	"calificacion" integer,
	"visible" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comentario_producto_calificacion_ck" CHECK ("comentario_producto"."calificacion" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "favorito" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorito_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grupo_medida" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grupo_medida_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imagen_producto" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imagen_producto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"producto_id" integer NOT NULL,
	"variante_id" integer,
	"imagen" text NOT NULL,
	"portada" boolean DEFAULT false NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimiento_stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "movimiento_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"producto_id" integer NOT NULL,
	"variante_id" integer,
	"delta" integer NOT NULL,
	"motivo" text NOT NULL,
	"usuario_id" integer,
	"referencia" text,
	"cantidad_resultante" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimiento_stock_delta_ck" CHECK ("movimiento_stock"."delta" <> 0),
	CONSTRAINT "movimiento_stock_motivo_ck" CHECK ("movimiento_stock"."motivo" in ('carga_inicial', 'ajuste', 'venta', 'cancelacion', 'devolucion', 'importacion'))
);
--> statement-breakpoint
CREATE TABLE "producto" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "producto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fabricante_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"descripcion_extensa" text,
	"precio" bigint NOT NULL,
	"precio_mayorista" bigint,
	"cantidad_disponible" integer DEFAULT 0 NOT NULL,
	"categoria_id" integer,
	"familia_id" integer,
	"linea_id" integer,
	"cantidad" integer DEFAULT 0 NOT NULL,
	"compra_mejorada" boolean DEFAULT false NOT NULL,
	"no_apto_menores" boolean DEFAULT false NOT NULL,
	"especificaciones" text,
	"precio_variante" integer DEFAULT 0 NOT NULL,
	"unidad_medida_id" integer,
	"video" text,
	"peso_kg" numeric(10, 3),
	"alto_cm" integer,
	"ancho_cm" integer,
	"profundidad_cm" integer,
	"refrigeracion" integer DEFAULT 0 NOT NULL,
	"stock_minimo" integer DEFAULT 0 NOT NULL,
	"aprobado" boolean DEFAULT false NOT NULL,
	"aprobado_por" integer,
	"fecha_aprobacion" timestamp with time zone,
	"activo" boolean DEFAULT true NOT NULL,
	"eliminado_en" timestamp with time zone,
	"vistas" integer DEFAULT 0 NOT NULL,
	"cantidad_vendida" integer DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "producto_precio_ck" CHECK ("producto"."precio" >= 0 and ("producto"."precio_mayorista" is null or "producto"."precio_mayorista" >= 0)),
	CONSTRAINT "producto_stock_ck" CHECK ("producto"."cantidad_disponible" >= 0),
	CONSTRAINT "producto_refrigeracion_ck" CHECK ("producto"."refrigeracion" in (0, 10, 20))
);
--> statement-breakpoint
CREATE TABLE "producto_rubro" (
	"producto_id" integer NOT NULL,
	"rubro_id" integer NOT NULL,
	CONSTRAINT "producto_rubro_producto_id_rubro_id_pk" PRIMARY KEY("producto_id","rubro_id")
);
--> statement-breakpoint
CREATE TABLE "promocion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promocion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"producto_id" integer NOT NULL,
	"variante_id" integer,
	"titulo" text NOT NULL,
	"descripcion" text,
	"precio_promocional" bigint NOT NULL,
	"fecha_inicio" timestamp with time zone NOT NULL,
	"fecha_fin" timestamp with time zone NOT NULL,
	"oferta_del_dia" boolean DEFAULT false NOT NULL,
	"imagen" text,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promocion_rango_ck" CHECK ("promocion"."fecha_fin" > "promocion"."fecha_inicio"),
	CONSTRAINT "promocion_precio_ck" CHECK ("promocion"."precio_promocional" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unidad_medida" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unidad_medida_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"grupo_medida_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"abreviatura" text,
	"orden" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variante_producto" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variante_producto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"producto_id" integer NOT NULL,
	"color" text,
	"medida" text,
	"unidad_medida_id" integer,
	"precio" bigint,
	"cantidad_disponible" integer DEFAULT 0 NOT NULL,
	"cantidad" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variante_producto_stock_ck" CHECK ("variante_producto"."cantidad_disponible" >= 0),
	CONSTRAINT "variante_producto_precio_ck" CHECK ("variante_producto"."precio" is null or "variante_producto"."precio" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vista_producto" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vista_producto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"producto_id" integer NOT NULL,
	"usuario_id" integer,
	"visto_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aceptacion_ruta" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aceptacion_ruta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hoja_ruta_id" integer NOT NULL,
	"oportunidad_id" integer,
	"transportista_id" integer NOT NULL,
	"aceptado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conexion_transportista" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conexion_transportista_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transportista_id" integer NOT NULL,
	"inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"fin" timestamp with time zone,
	CONSTRAINT "conexion_transportista_rango_ck" CHECK ("conexion_transportista"."fin" is null or "conexion_transportista"."fin" >= "conexion_transportista"."inicio")
);
--> statement-breakpoint
CREATE TABLE "empresa_transporte" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "empresa_transporte_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"administrador_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"ruc" text,
	"razon_social" text,
	"nro_telefono" text,
	"email" text,
	"direccion" text,
	"imagen_perfil" text,
	"aprobado" boolean DEFAULT false NOT NULL,
	"aprobado_por" integer,
	"fecha_aprobacion" timestamp with time zone,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hoja_ruta" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hoja_ruta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fecha" date NOT NULL,
	"estado" integer DEFAULT 0 NOT NULL,
	"tipo_vehiculo_id" integer NOT NULL,
	"transportista_id" integer,
	"vehiculo_id" integer,
	"tarifa_transportista" bigint DEFAULT 0 NOT NULL,
	"monto" bigint DEFAULT 0 NOT NULL,
	"cantidad_retiros" integer DEFAULT 0 NOT NULL,
	"cantidad_entregas" integer DEFAULT 0 NOT NULL,
	"cantidad_paradas" integer DEFAULT 0 NOT NULL,
	"minutos_trabajo" integer DEFAULT 0 NOT NULL,
	"kilometros_recorrido" numeric(10, 3) DEFAULT 0 NOT NULL,
	"distancia_planificada_m" integer,
	"duracion_planificada_s" integer,
	"refrigeracion" integer DEFAULT 0 NOT NULL,
	"inicio" timestamp with time zone,
	"fin" timestamp with time zone,
	"finalizado" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hoja_ruta_estado_ck" CHECK ("hoja_ruta"."estado" in (0, 10, 20, 30, 40)),
	CONSTRAINT "hoja_ruta_refrigeracion_ck" CHECK ("hoja_ruta"."refrigeracion" in (0, 10, 20))
);
--> statement-breakpoint
CREATE TABLE "incidente" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incidente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo_incidente" integer NOT NULL,
	"hoja_ruta_id" integer,
	"itinerario_id" integer,
	"vehiculo_id" integer,
	"transportista_id" integer,
	"ubicacion" text,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"descripcion" text,
	"resuelto_en" timestamp with time zone,
	"resuelto_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidente_tipo_ck" CHECK ("incidente"."tipo_incidente" in (10, 20, 30))
);
--> statement-breakpoint
CREATE TABLE "itinerario" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hoja_ruta_id" integer NOT NULL,
	"tipo" integer NOT NULL,
	"estado" integer DEFAULT 0 NOT NULL,
	"usuario_id" integer,
	"fabricante_id" integer,
	"orden" integer NOT NULL,
	"fecha_hora_calculada_desde" timestamp with time zone,
	"fecha_hora_calculada_hasta" timestamp with time zone,
	"direccion" text,
	"ubicacion" text,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"ciudad_id" integer,
	"distancia" integer DEFAULT 0 NOT NULL,
	"tiempo_en_transito" integer DEFAULT 0 NOT NULL,
	"tiempo_parada_calculado" integer DEFAULT 0 NOT NULL,
	"referencia_orden" text,
	"direccion_itinerario" text,
	"telefono_itinerario" text,
	"pin_hash" text,
	"pin_intentos" integer DEFAULT 0 NOT NULL,
	"ejecutado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerario_tipo_ck" CHECK ("itinerario"."tipo" in (10, 20)),
	CONSTRAINT "itinerario_estado_ck" CHECK ("itinerario"."estado" in (0, 10, 20, 30))
);
--> statement-breakpoint
CREATE TABLE "itinerario_pedido" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerario_pedido_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"itinerario_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"orden_venta_id" integer
);
--> statement-breakpoint
CREATE TABLE "movimiento_balance_transportista" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "movimiento_balance_transportista_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transportista_id" integer NOT NULL,
	"monto" bigint NOT NULL,
	"motivo" text NOT NULL,
	"hoja_ruta_id" integer,
	"pago_id" integer,
	"usuario_id" integer,
	"referencia" text,
	"descripcion" text,
	"balance_resultante" bigint,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimiento_balance_monto_ck" CHECK ("movimiento_balance_transportista"."monto" <> 0),
	CONSTRAINT "movimiento_balance_motivo_ck" CHECK ("movimiento_balance_transportista"."motivo" in ('viaje', 'pago', 'ajuste', 'penalidad', 'bonificacion'))
);
--> statement-breakpoint
CREATE TABLE "oportunidad" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oportunidad_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hoja_ruta_id" integer NOT NULL,
	"transportista_id" integer,
	"estado" integer DEFAULT 10 NOT NULL,
	"ofrecida_en" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_en" timestamp with time zone,
	"respondida_en" timestamp with time zone,
	CONSTRAINT "oportunidad_estado_ck" CHECK ("oportunidad"."estado" in (10, 20, 30, 40))
);
--> statement-breakpoint
CREATE TABLE "rastreo_ubicacion" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rastreo_ubicacion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"transportista_id" integer,
	"hoja_ruta_id" integer,
	"lat" numeric(9, 6) NOT NULL,
	"lng" numeric(9, 6) NOT NULL,
	"precision_m" numeric(8, 2),
	"velocidad_mps" numeric(8, 2),
	"rumbo" numeric(5, 1),
	"registrado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_vehiculo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tipo_vehiculo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"subida_bandera" bigint,
	"precio_minimo" bigint,
	"precio_km" bigint,
	"precio_minuto" bigint,
	"refrigeracion" integer,
	"precio_parada" bigint,
	"peso_maximo_kg" numeric(10, 3),
	"espacio_alto_cm" integer,
	"espacio_ancho_cm" integer,
	"espacio_profundidad_cm" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipo_vehiculo_refrigeracion_ck" CHECK ("tipo_vehiculo"."refrigeracion" in (0, 10, 20))
);
--> statement-breakpoint
CREATE TABLE "transportista" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transportista_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"tipo_usuario" integer,
	"fabricante_id" integer,
	"registro_frente" text,
	"registro_dorso" text,
	"registro_vencimiento" date,
	"antecedentesj" text,
	"antecedentesp" text,
	"poliza_seguro" text,
	"constancia_ruc" text,
	"aprobado" boolean DEFAULT false NOT NULL,
	"aprobado_por" integer,
	"fecha_aprobacion" timestamp with time zone,
	"cantidad_viajes" integer DEFAULT 0 NOT NULL,
	"ultimo_viaje" timestamp with time zone,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"fecha_aceptacion_contrato" timestamp with time zone,
	"balance" bigint DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"conectado" boolean DEFAULT false NOT NULL,
	"ultima_lat" numeric(9, 6),
	"ultima_lng" numeric(9, 6),
	"ultima_ubicacion_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transportista_tipo_usuario_ck" CHECK ("transportista"."tipo_usuario" in (0, 10, 20))
);
--> statement-breakpoint
CREATE TABLE "transportista_ciudad" (
	"transportista_id" integer NOT NULL,
	"ciudad_id" integer NOT NULL,
	CONSTRAINT "transportista_ciudad_transportista_id_ciudad_id_pk" PRIMARY KEY("transportista_id","ciudad_id")
);
--> statement-breakpoint
CREATE TABLE "vehiculo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehiculo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transportista_id" integer,
	"empresa_transporte_id" integer,
	"tipo_vehiculo_id" integer NOT NULL,
	"marca" text NOT NULL,
	"modelo" text NOT NULL,
	"ano" integer,
	"color" text,
	"numero_chapa" text NOT NULL,
	"numero_chassis" text,
	"kilometraje" text,
	"poliza_seguro" text,
	"habilitacion_frente" text,
	"habilitacion_dorso" text,
	"habilitacion_vencimiento" date,
	"peso_maximo" numeric(10, 3),
	"espacio_alto_cm" integer,
	"espacio_ancho_cm" integer,
	"espacio_largo_cm" integer,
	"refrigeracion" integer DEFAULT 0 NOT NULL,
	"aprobado" boolean DEFAULT false NOT NULL,
	"aprobado_por" integer,
	"fecha_aprobacion" timestamp with time zone,
	"activo" boolean DEFAULT false NOT NULL,
	"fecha_agregado" timestamp with time zone DEFAULT now() NOT NULL,
	"cantidad_viajes" integer DEFAULT 0 NOT NULL,
	"ultimo_viaje" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehiculo_duenio_ck" CHECK ("vehiculo"."transportista_id" is not null or "vehiculo"."empresa_transporte_id" is not null),
	CONSTRAINT "vehiculo_refrigeracion_ck" CHECK ("vehiculo"."refrigeracion" in (0, 10, 20))
);
--> statement-breakpoint
CREATE TABLE "carrito" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrito_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer,
	"clave_anonima" text,
	"compra_mejorada" boolean DEFAULT false NOT NULL,
	"envio_sin_hora" boolean DEFAULT true NOT NULL,
	"entrega_desde" timestamp with time zone,
	"entrega_hasta" timestamp with time zone,
	"medio_pago" integer DEFAULT 0 NOT NULL,
	"tarjeta_id" integer,
	"direccion_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrito_duenio_ck" CHECK ("carrito"."usuario_id" is not null or "carrito"."clave_anonima" is not null),
	CONSTRAINT "carrito_entrega_ck" CHECK ("carrito"."entrega_hasta" is null or "carrito"."entrega_desde" is null or "carrito"."entrega_hasta" > "carrito"."entrega_desde"),
	CONSTRAINT "carrito_medio_pago_ck" CHECK ("carrito"."medio_pago" in (0, 1, 2, 3, 4, -1))
);
--> statement-breakpoint
CREATE TABLE "carrito_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrito_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrito_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"variante_id" integer,
	"cantidad" integer DEFAULT 1 NOT NULL,
	"precio_mejorado" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrito_item_cantidad_ck" CHECK ("carrito_item"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "tarjeta" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tarjeta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"proveedor" text DEFAULT 'bancard' NOT NULL,
	"card_id" bigint NOT NULL,
	"card_masked_number" text,
	"expiration_date" text,
	"card_brand" text,
	"card_type" text,
	"default" boolean DEFAULT false NOT NULL,
	"registrada" boolean DEFAULT false NOT NULL,
	"eliminada_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarjeta_expiracion_ck" CHECK ("tarjeta"."expiration_date" ~ '^[0-9]{2}/[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "transaccion_pago" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transaccion_pago_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proveedor" text NOT NULL,
	"operacion" text NOT NULL,
	"pedido_id" integer,
	"usuario_id" integer,
	"tarjeta_id" integer,
	"medio_pago" integer,
	"monto" bigint NOT NULL,
	"moneda" text DEFAULT 'PYG' NOT NULL,
	"estado" text NOT NULL,
	"id_proceso" text,
	"id_externo" text,
	"codigo_respuesta" text,
	"codigo_autorizacion" text,
	"mensaje" text,
	"payload" jsonb,
	"clave_idempotencia" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaccion_pago_estado_ck" CHECK ("transaccion_pago"."estado" in ('pendiente', 'aprobada', 'rechazada', 'anulada', 'error')),
	CONSTRAINT "transaccion_pago_medio_ck" CHECK ("transaccion_pago"."medio_pago" in (0, 1, 2, 3, 4, -1)),
	CONSTRAINT "transaccion_pago_monto_ck" CHECK ("transaccion_pago"."monto" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calificacion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calificacion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pedido_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo_calificacion" integer NOT NULL,
	"id_calificar" integer NOT NULL,
	"calificacion" integer NOT NULL,
	"comentario" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calificacion_tipo_ck" CHECK ("calificacion"."tipo_calificacion" in (10, 20, 30)),
	CONSTRAINT "calificacion_valor_ck" CHECK ("calificacion"."calificacion" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "mensaje_chat" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mensaje_chat_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pedido_id" integer NOT NULL,
	"emisor_id" integer NOT NULL,
	"receptor_id" integer,
	"tipo" integer NOT NULL,
	"mensaje" text NOT NULL,
	"mensaje_predeterminado_id" integer,
	"leido_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mensaje_chat_tipo_ck" CHECK ("mensaje_chat"."tipo" in (0, 10))
);
--> statement-breakpoint
CREATE TABLE "orden_venta" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orden_venta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pedido_id" integer NOT NULL,
	"fabricante_id" integer NOT NULL,
	"estado" integer DEFAULT 0 NOT NULL,
	"estado_ruteo" integer DEFAULT 10 NOT NULL,
	"punto_retiro_id" integer,
	"fecha_retiro" timestamp with time zone,
	"total" bigint DEFAULT 0 NOT NULL,
	"comision" bigint DEFAULT 0 NOT NULL,
	"confirmado_por" integer,
	"confirmado_en" timestamp with time zone,
	"retirado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orden_venta_estado_ck" CHECK ("orden_venta"."estado" in (0, 10, 20)),
	CONSTRAINT "orden_venta_estado_ruteo_ck" CHECK ("orden_venta"."estado_ruteo" in (10, 20, 30, 40, 50, 60, 70, 80))
);
--> statement-breakpoint
CREATE TABLE "orden_venta_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orden_venta_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"orden_venta_id" integer NOT NULL,
	"producto_pedido_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"variante_id" integer,
	"cantidad" integer NOT NULL,
	"precio" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "orden_venta_item_cantidad_ck" CHECK ("orden_venta_item"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "pedido" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pedido_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"estado" integer DEFAULT 0 NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"medio_pago" integer NOT NULL,
	"tarjeta_id" integer,
	"referencia" text,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"costo_envio" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"compra_mejorada" boolean DEFAULT false NOT NULL,
	"delivery" boolean DEFAULT true NOT NULL,
	"direccion_id" integer,
	"direccion" text,
	"direccion_referencia" text,
	"ubicacion" text,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"ciudad_id" integer,
	"ciudad_nombre" text,
	"nro_telefono" text,
	"entrega_programada" boolean DEFAULT false NOT NULL,
	"fecha_entrega" date,
	"hora_entrega_inicio" time,
	"hora_entrega_fin" time,
	"contrasena_entrega" text,
	"transportista_id" integer,
	"entregado_en" timestamp with time zone,
	"dato_facturacion_id" integer,
	"razon_social" text,
	"ruc" text,
	"aprobado_por" integer,
	"fecha_aprobacion" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedido_estado_ck" CHECK ("pedido"."estado" in (0, 10, 20, 30, 40, 50)),
	CONSTRAINT "pedido_medio_pago_ck" CHECK ("pedido"."medio_pago" in (0, 1, 2, 3, 4, -1)),
	CONSTRAINT "pedido_montos_ck" CHECK ("pedido"."total" >= 0 and "pedido"."subtotal" >= 0 and "pedido"."costo_envio" >= 0),
	CONSTRAINT "pedido_horario_ck" CHECK ("pedido"."hora_entrega_fin" is null or "pedido"."hora_entrega_inicio" is null or "pedido"."hora_entrega_fin" > "pedido"."hora_entrega_inicio")
);
--> statement-breakpoint
CREATE TABLE "producto_pedido" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "producto_pedido_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pedido_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"variante_id" integer,
	"fabricante_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"compra_mejorada" boolean DEFAULT false NOT NULL,
	"cantidad" integer NOT NULL,
	"precio" bigint NOT NULL,
	"total" bigint NOT NULL,
	"tipo_iva" integer DEFAULT 10 NOT NULL,
	"comision" numeric(5, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "producto_pedido_cantidad_ck" CHECK ("producto_pedido"."cantidad" > 0),
	CONSTRAINT "producto_pedido_total_ck" CHECK ("producto_pedido"."precio" >= 0 and "producto_pedido"."total" >= 0),
	CONSTRAINT "producto_pedido_tipo_iva_ck" CHECK ("producto_pedido"."tipo_iva" in (0, 5, 10))
);
--> statement-breakpoint
CREATE TABLE "cuenta_fondo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cuenta_fondo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"tipo" text DEFAULT 'banco' NOT NULL,
	"banco" text,
	"numero_cuenta" text,
	"titular" text,
	"moneda" text DEFAULT 'PYG' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuenta_fondo_tipo_ck" CHECK ("cuenta_fondo"."tipo" in ('banco', 'caja', 'billetera', 'procesador'))
);
--> statement-breakpoint
CREATE TABLE "factura" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "factura_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" integer NOT NULL,
	"tipo_documento" integer DEFAULT 1 NOT NULL,
	"estado" integer DEFAULT 10 NOT NULL,
	"emisor_ruc" text NOT NULL,
	"emisor_razon_social" text NOT NULL,
	"timbrado" text NOT NULL,
	"timbrado_inicio" date,
	"timbrado_fin" date,
	"establecimiento" text NOT NULL,
	"punto_expedicion" text NOT NULL,
	"numero" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"condicion" text DEFAULT 'contado' NOT NULL,
	"receptor_ruc" text,
	"receptor_razon_social" text,
	"usuario_id" integer,
	"fabricante_id" integer,
	"pedido_id" integer,
	"orden_venta_id" integer,
	"subtotal_exenta" bigint DEFAULT 0 NOT NULL,
	"subtotal_5" bigint DEFAULT 0 NOT NULL,
	"subtotal_10" bigint DEFAULT 0 NOT NULL,
	"iva_5" bigint DEFAULT 0 NOT NULL,
	"iva_10" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"cobrado" bigint DEFAULT 0 NOT NULL,
	"cdc" text,
	"archivo_pdf" text,
	"anulada_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factura_tipo_ck" CHECK ("factura"."tipo" in (10, 20, 30)),
	CONSTRAINT "factura_estado_ck" CHECK ("factura"."estado" in (10, 20)),
	CONSTRAINT "factura_tipo_documento_ck" CHECK ("factura"."tipo_documento" in (1, 4, 5, 6, 7)),
	CONSTRAINT "factura_condicion_ck" CHECK ("factura"."condicion" in ('contado', 'credito')),
	CONSTRAINT "factura_timbrado_ck" CHECK ("factura"."timbrado" ~ '^[0-9]{8}$'),
	CONSTRAINT "factura_establecimiento_ck" CHECK ("factura"."establecimiento" ~ '^[0-9]{3}$' and "factura"."punto_expedicion" ~ '^[0-9]{3}$'),
	CONSTRAINT "factura_numero_ck" CHECK ("factura"."numero" between 1 and 9999999),
	CONSTRAINT "factura_total_ck" CHECK ("factura"."total" = "factura"."subtotal_exenta" + "factura"."subtotal_5" + "factura"."subtotal_10")
);
--> statement-breakpoint
CREATE TABLE "factura_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "factura_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"factura_id" integer NOT NULL,
	"producto_id" integer,
	"descripcion" text NOT NULL,
	"cantidad" numeric(12, 3) NOT NULL,
	"precio_unitario" bigint NOT NULL,
	"tasa_iva" integer NOT NULL,
	"total" bigint NOT NULL,
	"iva" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "factura_item_tasa_iva_ck" CHECK ("factura_item"."tasa_iva" in (0, 5, 10)),
	CONSTRAINT "factura_item_cantidad_ck" CHECK ("factura_item"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "pago" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pago_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" integer NOT NULL,
	"usuario_id" integer,
	"fabricante_id" integer,
	"transportista_id" integer,
	"cuenta_fondo_id" integer NOT NULL,
	"monto" bigint NOT NULL,
	"fecha" date NOT NULL,
	"referencia" text,
	"comprobante" text,
	"registrado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pago_tipo_ck" CHECK ("pago"."tipo" in (10, 20, 30)),
	CONSTRAINT "pago_persona_ck" CHECK (("pago"."tipo" = 10 and "pago"."usuario_id" is not null and "pago"."fabricante_id" is null and "pago"."transportista_id" is null)
     or ("pago"."tipo" = 20 and "pago"."fabricante_id" is not null and "pago"."usuario_id" is null and "pago"."transportista_id" is null)
     or ("pago"."tipo" = 30 and "pago"."transportista_id" is not null and "pago"."usuario_id" is null and "pago"."fabricante_id" is null)),
	CONSTRAINT "pago_monto_ck" CHECK ("pago"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "pago_factura" (
	"pago_id" integer NOT NULL,
	"factura_id" integer NOT NULL,
	"monto" bigint NOT NULL,
	CONSTRAINT "pago_factura_pago_id_factura_id_pk" PRIMARY KEY("pago_id","factura_id"),
	CONSTRAINT "pago_factura_monto_ck" CHECK ("pago_factura"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "rendicion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rendicion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" integer NOT NULL,
	"usuario_id" integer,
	"fabricante_id" integer,
	"transportista_id" integer,
	"timbrado" text NOT NULL,
	"numero_factura" text NOT NULL,
	"fecha" date NOT NULL,
	"monto" bigint DEFAULT 0 NOT NULL,
	"archivo" text,
	"registrado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rendicion_tipo_ck" CHECK ("rendicion"."tipo" in (10, 20, 30)),
	CONSTRAINT "rendicion_persona_ck" CHECK (("rendicion"."tipo" = 10 and "rendicion"."usuario_id" is not null and "rendicion"."fabricante_id" is null and "rendicion"."transportista_id" is null)
     or ("rendicion"."tipo" = 20 and "rendicion"."fabricante_id" is not null and "rendicion"."usuario_id" is null and "rendicion"."transportista_id" is null)
     or ("rendicion"."tipo" = 30 and "rendicion"."transportista_id" is not null and "rendicion"."usuario_id" is null and "rendicion"."fabricante_id" is null)),
	CONSTRAINT "rendicion_timbrado_ck" CHECK ("rendicion"."timbrado" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "rendicion_orden" (
	"rendicion_id" integer NOT NULL,
	"orden_venta_id" integer NOT NULL,
	CONSTRAINT "rendicion_orden_rendicion_id_orden_venta_id_pk" PRIMARY KEY("rendicion_id","orden_venta_id")
);
--> statement-breakpoint
CREATE TABLE "api_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"clave_api_id" integer,
	"usuario_id" integer,
	"metodo" text NOT NULL,
	"ruta" text NOT NULL,
	"estado_http" integer NOT NULL,
	"duracion_ms" integer NOT NULL,
	"ip" text,
	"version_app" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clave_api" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clave_api_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"prefijo" text NOT NULL,
	"clave_hash" text NOT NULL,
	"fabricante_id" integer,
	"permisos" text[] DEFAULT '{}'::text[] NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"ultimo_uso_en" timestamp with time zone,
	"revocada_en" timestamp with time zone,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacto_b2b" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacto_b2b_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"empresa" text,
	"ruc" text,
	"email" text NOT NULL,
	"nro_telefono" text,
	"mensaje" text,
	"archivo" text,
	"atendido" boolean DEFAULT false NOT NULL,
	"atendido_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_app" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "error_app_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"archivo" text,
	"mensaje" text NOT NULL,
	"excepcion" text,
	"origen" text DEFAULT 'app' NOT NULL,
	"usuario_id" integer,
	"version_app" text,
	"url" text,
	"controlado" boolean DEFAULT false NOT NULL,
	"controlado_por" integer,
	"controlado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_app_origen_ck" CHECK ("error_app"."origen" in ('app', 'servidor'))
);
--> statement-breakpoint
CREATE TABLE "notificacion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notificacion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"cuerpo" text DEFAULT '' NOT NULL,
	"payload" jsonb,
	"leida_en" timestamp with time zone,
	"enviada_push_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacion_tipo_ck" CHECK ("notificacion"."tipo" in ('chat', 'oportunidad', 'pedido', 'vehiculo_aprobado', 'transportista_aprobado', 'proveedor_aprobado', 'general'))
);
--> statement-breakpoint
CREATE TABLE "outbox_email" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_email_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"para" text NOT NULL,
	"asunto" text NOT NULL,
	"cuerpo_texto" text NOT NULL,
	"cuerpo_html" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_error" text,
	"enviar_despues_de" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_email_estado_ck" CHECK ("outbox_email"."estado" in ('pendiente', 'enviado', 'error', 'retenido'))
);
--> statement-breakpoint
ALTER TABLE "cuenta_social" ADD CONSTRAINT "cuenta_social_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dato_facturacion" ADD CONSTRAINT "dato_facturacion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direccion" ADD CONSTRAINT "direccion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direccion" ADD CONSTRAINT "direccion_ciudad_id_ciudad_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudad"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositivo" ADD CONSTRAINT "dispositivo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restablecimiento_contrasena" ADD CONSTRAINT "restablecimiento_contrasena_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_sesion" ADD CONSTRAINT "token_sesion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceptacion_contrato" ADD CONSTRAINT "aceptacion_contrato_contrato_id_contrato_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contrato"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceptacion_contrato" ADD CONSTRAINT "aceptacion_contrato_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceptacion_contrato" ADD CONSTRAINT "aceptacion_contrato_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabricante" ADD CONSTRAINT "fabricante_aprobado_por_usuario_id_fk" FOREIGN KEY ("aprobado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabricante_rubro" ADD CONSTRAINT "fabricante_rubro_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabricante_rubro" ADD CONSTRAINT "fabricante_rubro_rubro_id_rubro_id_fk" FOREIGN KEY ("rubro_id") REFERENCES "public"."rubro"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feriado_fabricante" ADD CONSTRAINT "feriado_fabricante_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margen" ADD CONSTRAINT "margen_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margen" ADD CONSTRAINT "margen_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pausa_fabricante" ADD CONSTRAINT "pausa_fabricante_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pausa_fabricante" ADD CONSTRAINT "pausa_fabricante_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punto_retiro" ADD CONSTRAINT "punto_retiro_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punto_retiro" ADD CONSTRAINT "punto_retiro_ciudad_id_ciudad_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudad"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_fabricante" ADD CONSTRAINT "usuario_fabricante_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_fabricante" ADD CONSTRAINT "usuario_fabricante_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categoria" ADD CONSTRAINT "categoria_superior_id_categoria_id_fk" FOREIGN KEY ("superior_id") REFERENCES "public"."categoria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentario_producto" ADD CONSTRAINT "comentario_producto_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentario_producto" ADD CONSTRAINT "comentario_producto_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorito" ADD CONSTRAINT "favorito_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorito" ADD CONSTRAINT "favorito_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imagen_producto" ADD CONSTRAINT "imagen_producto_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imagen_producto" ADD CONSTRAINT "imagen_producto_variante_id_variante_producto_id_fk" FOREIGN KEY ("variante_id") REFERENCES "public"."variante_producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_stock" ADD CONSTRAINT "movimiento_stock_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_stock" ADD CONSTRAINT "movimiento_stock_variante_id_variante_producto_id_fk" FOREIGN KEY ("variante_id") REFERENCES "public"."variante_producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_stock" ADD CONSTRAINT "movimiento_stock_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_familia_id_familia_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."familia"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_linea_id_linea_id_fk" FOREIGN KEY ("linea_id") REFERENCES "public"."linea"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_unidad_medida_id_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_aprobado_por_usuario_id_fk" FOREIGN KEY ("aprobado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_rubro" ADD CONSTRAINT "producto_rubro_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_rubro" ADD CONSTRAINT "producto_rubro_rubro_id_rubro_id_fk" FOREIGN KEY ("rubro_id") REFERENCES "public"."rubro"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocion" ADD CONSTRAINT "promocion_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocion" ADD CONSTRAINT "promocion_variante_id_variante_producto_id_fk" FOREIGN KEY ("variante_id") REFERENCES "public"."variante_producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidad_medida" ADD CONSTRAINT "unidad_medida_grupo_medida_id_grupo_medida_id_fk" FOREIGN KEY ("grupo_medida_id") REFERENCES "public"."grupo_medida"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variante_producto" ADD CONSTRAINT "variante_producto_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variante_producto" ADD CONSTRAINT "variante_producto_unidad_medida_id_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vista_producto" ADD CONSTRAINT "vista_producto_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vista_producto" ADD CONSTRAINT "vista_producto_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceptacion_ruta" ADD CONSTRAINT "aceptacion_ruta_hoja_ruta_id_hoja_ruta_id_fk" FOREIGN KEY ("hoja_ruta_id") REFERENCES "public"."hoja_ruta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceptacion_ruta" ADD CONSTRAINT "aceptacion_ruta_oportunidad_id_oportunidad_id_fk" FOREIGN KEY ("oportunidad_id") REFERENCES "public"."oportunidad"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceptacion_ruta" ADD CONSTRAINT "aceptacion_ruta_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conexion_transportista" ADD CONSTRAINT "conexion_transportista_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_transporte" ADD CONSTRAINT "empresa_transporte_administrador_id_usuario_id_fk" FOREIGN KEY ("administrador_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_transporte" ADD CONSTRAINT "empresa_transporte_aprobado_por_usuario_id_fk" FOREIGN KEY ("aprobado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD CONSTRAINT "hoja_ruta_tipo_vehiculo_id_tipo_vehiculo_id_fk" FOREIGN KEY ("tipo_vehiculo_id") REFERENCES "public"."tipo_vehiculo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD CONSTRAINT "hoja_ruta_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD CONSTRAINT "hoja_ruta_vehiculo_id_vehiculo_id_fk" FOREIGN KEY ("vehiculo_id") REFERENCES "public"."vehiculo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidente" ADD CONSTRAINT "incidente_hoja_ruta_id_hoja_ruta_id_fk" FOREIGN KEY ("hoja_ruta_id") REFERENCES "public"."hoja_ruta"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidente" ADD CONSTRAINT "incidente_itinerario_id_itinerario_id_fk" FOREIGN KEY ("itinerario_id") REFERENCES "public"."itinerario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidente" ADD CONSTRAINT "incidente_vehiculo_id_vehiculo_id_fk" FOREIGN KEY ("vehiculo_id") REFERENCES "public"."vehiculo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidente" ADD CONSTRAINT "incidente_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidente" ADD CONSTRAINT "incidente_resuelto_por_usuario_id_fk" FOREIGN KEY ("resuelto_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerario" ADD CONSTRAINT "itinerario_hoja_ruta_id_hoja_ruta_id_fk" FOREIGN KEY ("hoja_ruta_id") REFERENCES "public"."hoja_ruta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerario" ADD CONSTRAINT "itinerario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerario" ADD CONSTRAINT "itinerario_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerario" ADD CONSTRAINT "itinerario_ciudad_id_ciudad_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudad"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerario_pedido" ADD CONSTRAINT "itinerario_pedido_itinerario_id_itinerario_id_fk" FOREIGN KEY ("itinerario_id") REFERENCES "public"."itinerario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerario_pedido" ADD CONSTRAINT "itinerario_pedido_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerario_pedido" ADD CONSTRAINT "itinerario_pedido_orden_venta_id_orden_venta_id_fk" FOREIGN KEY ("orden_venta_id") REFERENCES "public"."orden_venta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_balance_transportista" ADD CONSTRAINT "movimiento_balance_transportista_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_balance_transportista" ADD CONSTRAINT "movimiento_balance_transportista_hoja_ruta_id_hoja_ruta_id_fk" FOREIGN KEY ("hoja_ruta_id") REFERENCES "public"."hoja_ruta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_balance_transportista" ADD CONSTRAINT "movimiento_balance_transportista_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oportunidad" ADD CONSTRAINT "oportunidad_hoja_ruta_id_hoja_ruta_id_fk" FOREIGN KEY ("hoja_ruta_id") REFERENCES "public"."hoja_ruta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oportunidad" ADD CONSTRAINT "oportunidad_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rastreo_ubicacion" ADD CONSTRAINT "rastreo_ubicacion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rastreo_ubicacion" ADD CONSTRAINT "rastreo_ubicacion_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rastreo_ubicacion" ADD CONSTRAINT "rastreo_ubicacion_hoja_ruta_id_hoja_ruta_id_fk" FOREIGN KEY ("hoja_ruta_id") REFERENCES "public"."hoja_ruta"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportista" ADD CONSTRAINT "transportista_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportista" ADD CONSTRAINT "transportista_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportista" ADD CONSTRAINT "transportista_aprobado_por_usuario_id_fk" FOREIGN KEY ("aprobado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportista_ciudad" ADD CONSTRAINT "transportista_ciudad_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportista_ciudad" ADD CONSTRAINT "transportista_ciudad_ciudad_id_ciudad_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_empresa_transporte_id_empresa_transporte_id_fk" FOREIGN KEY ("empresa_transporte_id") REFERENCES "public"."empresa_transporte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_tipo_vehiculo_id_tipo_vehiculo_id_fk" FOREIGN KEY ("tipo_vehiculo_id") REFERENCES "public"."tipo_vehiculo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_aprobado_por_usuario_id_fk" FOREIGN KEY ("aprobado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito" ADD CONSTRAINT "carrito_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito" ADD CONSTRAINT "carrito_tarjeta_id_tarjeta_id_fk" FOREIGN KEY ("tarjeta_id") REFERENCES "public"."tarjeta"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito" ADD CONSTRAINT "carrito_direccion_id_direccion_id_fk" FOREIGN KEY ("direccion_id") REFERENCES "public"."direccion"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_item" ADD CONSTRAINT "carrito_item_carrito_id_carrito_id_fk" FOREIGN KEY ("carrito_id") REFERENCES "public"."carrito"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_item" ADD CONSTRAINT "carrito_item_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_item" ADD CONSTRAINT "carrito_item_variante_id_variante_producto_id_fk" FOREIGN KEY ("variante_id") REFERENCES "public"."variante_producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjeta" ADD CONSTRAINT "tarjeta_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaccion_pago" ADD CONSTRAINT "transaccion_pago_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaccion_pago" ADD CONSTRAINT "transaccion_pago_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaccion_pago" ADD CONSTRAINT "transaccion_pago_tarjeta_id_tarjeta_id_fk" FOREIGN KEY ("tarjeta_id") REFERENCES "public"."tarjeta"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calificacion" ADD CONSTRAINT "calificacion_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calificacion" ADD CONSTRAINT "calificacion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensaje_chat" ADD CONSTRAINT "mensaje_chat_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensaje_chat" ADD CONSTRAINT "mensaje_chat_emisor_id_usuario_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensaje_chat" ADD CONSTRAINT "mensaje_chat_receptor_id_usuario_id_fk" FOREIGN KEY ("receptor_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensaje_chat" ADD CONSTRAINT "mensaje_chat_mensaje_predeterminado_id_mensaje_predeterminado_id_fk" FOREIGN KEY ("mensaje_predeterminado_id") REFERENCES "public"."mensaje_predeterminado"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_venta" ADD CONSTRAINT "orden_venta_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_venta" ADD CONSTRAINT "orden_venta_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_venta" ADD CONSTRAINT "orden_venta_punto_retiro_id_punto_retiro_id_fk" FOREIGN KEY ("punto_retiro_id") REFERENCES "public"."punto_retiro"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_venta" ADD CONSTRAINT "orden_venta_confirmado_por_usuario_id_fk" FOREIGN KEY ("confirmado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_venta_item" ADD CONSTRAINT "orden_venta_item_orden_venta_id_orden_venta_id_fk" FOREIGN KEY ("orden_venta_id") REFERENCES "public"."orden_venta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_venta_item" ADD CONSTRAINT "orden_venta_item_producto_pedido_id_producto_pedido_id_fk" FOREIGN KEY ("producto_pedido_id") REFERENCES "public"."producto_pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_venta_item" ADD CONSTRAINT "orden_venta_item_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_venta_item" ADD CONSTRAINT "orden_venta_item_variante_id_variante_producto_id_fk" FOREIGN KEY ("variante_id") REFERENCES "public"."variante_producto"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_tarjeta_id_tarjeta_id_fk" FOREIGN KEY ("tarjeta_id") REFERENCES "public"."tarjeta"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_direccion_id_direccion_id_fk" FOREIGN KEY ("direccion_id") REFERENCES "public"."direccion"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_ciudad_id_ciudad_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudad"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_dato_facturacion_id_dato_facturacion_id_fk" FOREIGN KEY ("dato_facturacion_id") REFERENCES "public"."dato_facturacion"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_aprobado_por_usuario_id_fk" FOREIGN KEY ("aprobado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_pedido" ADD CONSTRAINT "producto_pedido_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_pedido" ADD CONSTRAINT "producto_pedido_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_pedido" ADD CONSTRAINT "producto_pedido_variante_id_variante_producto_id_fk" FOREIGN KEY ("variante_id") REFERENCES "public"."variante_producto"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_pedido" ADD CONSTRAINT "producto_pedido_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_orden_venta_id_orden_venta_id_fk" FOREIGN KEY ("orden_venta_id") REFERENCES "public"."orden_venta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_item" ADD CONSTRAINT "factura_item_factura_id_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_item" ADD CONSTRAINT "factura_item_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_cuenta_fondo_id_cuenta_fondo_id_fk" FOREIGN KEY ("cuenta_fondo_id") REFERENCES "public"."cuenta_fondo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_registrado_por_usuario_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago_factura" ADD CONSTRAINT "pago_factura_pago_id_pago_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pago"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago_factura" ADD CONSTRAINT "pago_factura_factura_id_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rendicion" ADD CONSTRAINT "rendicion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rendicion" ADD CONSTRAINT "rendicion_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rendicion" ADD CONSTRAINT "rendicion_transportista_id_transportista_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportista"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rendicion" ADD CONSTRAINT "rendicion_registrado_por_usuario_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rendicion_orden" ADD CONSTRAINT "rendicion_orden_rendicion_id_rendicion_id_fk" FOREIGN KEY ("rendicion_id") REFERENCES "public"."rendicion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rendicion_orden" ADD CONSTRAINT "rendicion_orden_orden_venta_id_orden_venta_id_fk" FOREIGN KEY ("orden_venta_id") REFERENCES "public"."orden_venta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_log" ADD CONSTRAINT "api_log_clave_api_id_clave_api_id_fk" FOREIGN KEY ("clave_api_id") REFERENCES "public"."clave_api"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_log" ADD CONSTRAINT "api_log_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clave_api" ADD CONSTRAINT "clave_api_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clave_api" ADD CONSTRAINT "clave_api_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacto_b2b" ADD CONSTRAINT "contacto_b2b_atendido_por_usuario_id_fk" FOREIGN KEY ("atendido_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_app" ADD CONSTRAINT "error_app_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_app" ADD CONSTRAINT "error_app_controlado_por_usuario_id_fk" FOREIGN KEY ("controlado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacion" ADD CONSTRAINT "notificacion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ciudad_nombre_departamento_uq" ON "ciudad" USING btree ("nombre","departamento");--> statement-breakpoint
CREATE UNIQUE INDEX "configuracion_clave_uq" ON "configuracion" USING btree ("clave");--> statement-breakpoint
CREATE UNIQUE INDEX "contrato_tipo_version_uq" ON "contrato" USING btree ("tipo","version");--> statement-breakpoint
CREATE UNIQUE INDEX "familia_nombre_uq" ON "familia" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "linea_nombre_uq" ON "linea" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "pregunta_frecuente_orden_idx" ON "pregunta_frecuente" USING btree ("orden");--> statement-breakpoint
CREATE UNIQUE INDEX "refrigeracion_refrigeracion_uq" ON "refrigeracion" USING btree ("refrigeracion");--> statement-breakpoint
CREATE UNIQUE INDEX "rubro_nombre_uq" ON "rubro" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_social_proveedor_sujeto_uq" ON "cuenta_social" USING btree ("proveedor","sujeto");--> statement-breakpoint
CREATE INDEX "cuenta_social_usuario_idx" ON "cuenta_social" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "dato_facturacion_usuario_idx" ON "dato_facturacion" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dato_facturacion_default_uq" ON "dato_facturacion" USING btree ("usuario_id") WHERE "dato_facturacion"."default";--> statement-breakpoint
CREATE INDEX "direccion_usuario_idx" ON "direccion" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "direccion_default_uq" ON "direccion" USING btree ("usuario_id") WHERE "direccion"."default";--> statement-breakpoint
CREATE UNIQUE INDEX "dispositivo_push_token_uq" ON "dispositivo" USING btree ("push_token");--> statement-breakpoint
CREATE INDEX "dispositivo_usuario_idx" ON "dispositivo" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restablecimiento_contrasena_hash_uq" ON "restablecimiento_contrasena" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "restablecimiento_contrasena_usuario_idx" ON "restablecimiento_contrasena" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "token_sesion_hash_uq" ON "token_sesion" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "token_sesion_usuario_idx" ON "token_sesion" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_username_uq" ON "usuario" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_email_uq" ON "usuario" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_nro_documento_uq" ON "usuario" USING btree ("nro_documento");--> statement-breakpoint
CREATE INDEX "usuario_nombre_trgm_idx" ON "usuario" USING gin (f_unaccent(lower("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "aceptacion_contrato_uq" ON "aceptacion_contrato" USING btree ("contrato_id","usuario_id");--> statement-breakpoint
CREATE INDEX "aceptacion_contrato_fabricante_idx" ON "aceptacion_contrato" USING btree ("fabricante_id");--> statement-breakpoint
CREATE INDEX "fabricante_aprobado_idx" ON "fabricante" USING btree ("aprobado","activo");--> statement-breakpoint
CREATE INDEX "fabricante_ruc_idx" ON "fabricante" USING btree ("ruc");--> statement-breakpoint
CREATE INDEX "fabricante_nombre_trgm_idx" ON "fabricante" USING gin (f_unaccent(lower("nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fabricante_rubro_rubro_idx" ON "fabricante_rubro" USING btree ("rubro_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feriado_fabricante_fecha_uq" ON "feriado_fabricante" USING btree ("fabricante_id","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "margen_fabricante_categoria_uq" ON "margen" USING btree ("fabricante_id",coalesce("categoria_id", 0));--> statement-breakpoint
CREATE INDEX "pausa_fabricante_fabricante_idx" ON "pausa_fabricante" USING btree ("fabricante_id","desde");--> statement-breakpoint
CREATE INDEX "punto_retiro_fabricante_idx" ON "punto_retiro" USING btree ("fabricante_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punto_retiro_default_uq" ON "punto_retiro" USING btree ("fabricante_id") WHERE "punto_retiro"."default";--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_fabricante_uq" ON "usuario_fabricante" USING btree ("usuario_id","fabricante_id");--> statement-breakpoint
CREATE INDEX "usuario_fabricante_fabricante_idx" ON "usuario_fabricante" USING btree ("fabricante_id");--> statement-breakpoint
CREATE INDEX "categoria_superior_idx" ON "categoria" USING btree ("superior_id","orden");--> statement-breakpoint
CREATE INDEX "comentario_producto_producto_idx" ON "comentario_producto" USING btree ("producto_id","creado_en");--> statement-breakpoint
CREATE INDEX "comentario_producto_creado_idx" ON "comentario_producto" USING btree ("creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "favorito_usuario_producto_uq" ON "favorito" USING btree ("usuario_id","producto_id");--> statement-breakpoint
CREATE INDEX "favorito_producto_idx" ON "favorito" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grupo_medida_nombre_uq" ON "grupo_medida" USING btree ("nombre");--> statement-breakpoint
CREATE INDEX "imagen_producto_producto_idx" ON "imagen_producto" USING btree ("producto_id","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "imagen_producto_portada_uq" ON "imagen_producto" USING btree ("producto_id") WHERE "imagen_producto"."portada";--> statement-breakpoint
CREATE INDEX "movimiento_stock_producto_idx" ON "movimiento_stock" USING btree ("producto_id","creado_en");--> statement-breakpoint
CREATE INDEX "movimiento_stock_variante_idx" ON "movimiento_stock" USING btree ("variante_id");--> statement-breakpoint
CREATE INDEX "movimiento_stock_referencia_idx" ON "movimiento_stock" USING btree ("referencia");--> statement-breakpoint
CREATE INDEX "producto_fabricante_idx" ON "producto" USING btree ("fabricante_id","activo");--> statement-breakpoint
CREATE INDEX "producto_categoria_idx" ON "producto" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "producto_moderacion_idx" ON "producto" USING btree ("aprobado","activo");--> statement-breakpoint
CREATE INDEX "producto_precio_idx" ON "producto" USING btree ("precio");--> statement-breakpoint
CREATE INDEX "producto_vendidos_idx" ON "producto" USING btree ("cantidad_vendida");--> statement-breakpoint
CREATE INDEX "producto_vistas_idx" ON "producto" USING btree ("vistas");--> statement-breakpoint
CREATE INDEX "producto_nombre_trgm_idx" ON "producto" USING gin (f_unaccent(lower("nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "producto_fts_idx" ON "producto" USING gin (to_tsvector('spanish'::regconfig, f_unaccent("nombre" || ' ' || "descripcion")));--> statement-breakpoint
CREATE INDEX "producto_rubro_rubro_idx" ON "producto_rubro" USING btree ("rubro_id");--> statement-breakpoint
CREATE INDEX "promocion_producto_idx" ON "promocion" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "promocion_vigencia_idx" ON "promocion" USING btree ("fecha_inicio","fecha_fin");--> statement-breakpoint
CREATE UNIQUE INDEX "unidad_medida_grupo_nombre_uq" ON "unidad_medida" USING btree ("grupo_medida_id","nombre");--> statement-breakpoint
CREATE INDEX "variante_producto_producto_idx" ON "variante_producto" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variante_producto_uq" ON "variante_producto" USING btree ("producto_id",coalesce("color", ''),coalesce("medida", ''));--> statement-breakpoint
CREATE INDEX "vista_producto_producto_idx" ON "vista_producto" USING btree ("producto_id","visto_en");--> statement-breakpoint
CREATE INDEX "vista_producto_fecha_idx" ON "vista_producto" USING btree ("visto_en");--> statement-breakpoint
CREATE UNIQUE INDEX "aceptacion_ruta_hoja_uq" ON "aceptacion_ruta" USING btree ("hoja_ruta_id");--> statement-breakpoint
CREATE INDEX "aceptacion_ruta_transportista_idx" ON "aceptacion_ruta" USING btree ("transportista_id");--> statement-breakpoint
CREATE INDEX "conexion_transportista_idx" ON "conexion_transportista" USING btree ("transportista_id","inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "conexion_transportista_abierta_uq" ON "conexion_transportista" USING btree ("transportista_id") WHERE "conexion_transportista"."fin" is null;--> statement-breakpoint
CREATE INDEX "empresa_transporte_administrador_idx" ON "empresa_transporte" USING btree ("administrador_id");--> statement-breakpoint
CREATE INDEX "hoja_ruta_estado_fecha_idx" ON "hoja_ruta" USING btree ("estado","fecha");--> statement-breakpoint
CREATE INDEX "hoja_ruta_transportista_idx" ON "hoja_ruta" USING btree ("transportista_id","estado");--> statement-breakpoint
CREATE INDEX "incidente_hoja_idx" ON "incidente" USING btree ("hoja_ruta_id");--> statement-breakpoint
CREATE INDEX "incidente_abiertos_idx" ON "incidente" USING btree ("resuelto_en","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "itinerario_hoja_orden_uq" ON "itinerario" USING btree ("hoja_ruta_id","orden");--> statement-breakpoint
CREATE INDEX "itinerario_fabricante_idx" ON "itinerario" USING btree ("fabricante_id");--> statement-breakpoint
CREATE UNIQUE INDEX "itinerario_pedido_uq" ON "itinerario_pedido" USING btree ("itinerario_id","pedido_id",coalesce("orden_venta_id", 0));--> statement-breakpoint
CREATE INDEX "itinerario_pedido_pedido_idx" ON "itinerario_pedido" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "itinerario_pedido_orden_venta_idx" ON "itinerario_pedido" USING btree ("orden_venta_id");--> statement-breakpoint
CREATE INDEX "movimiento_balance_transportista_idx" ON "movimiento_balance_transportista" USING btree ("transportista_id","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "movimiento_balance_viaje_uq" ON "movimiento_balance_transportista" USING btree ("hoja_ruta_id") WHERE "movimiento_balance_transportista"."motivo" = 'viaje';--> statement-breakpoint
CREATE INDEX "oportunidad_transportista_idx" ON "oportunidad" USING btree ("transportista_id","estado");--> statement-breakpoint
CREATE INDEX "oportunidad_hoja_idx" ON "oportunidad" USING btree ("hoja_ruta_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oportunidad_aceptada_uq" ON "oportunidad" USING btree ("hoja_ruta_id") WHERE "oportunidad"."estado" = 20;--> statement-breakpoint
CREATE INDEX "rastreo_ubicacion_usuario_idx" ON "rastreo_ubicacion" USING btree ("usuario_id","registrado_en");--> statement-breakpoint
CREATE INDEX "rastreo_ubicacion_hoja_idx" ON "rastreo_ubicacion" USING btree ("hoja_ruta_id","registrado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_vehiculo_nombre_uq" ON "tipo_vehiculo" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "transportista_usuario_uq" ON "transportista" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "transportista_moderacion_idx" ON "transportista" USING btree ("aprobado","bloqueado");--> statement-breakpoint
CREATE INDEX "transportista_ciudad_ciudad_idx" ON "transportista_ciudad" USING btree ("ciudad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculo_chapa_uq" ON "vehiculo" USING btree (upper("numero_chapa"));--> statement-breakpoint
CREATE INDEX "vehiculo_transportista_idx" ON "vehiculo" USING btree ("transportista_id");--> statement-breakpoint
CREATE INDEX "vehiculo_empresa_idx" ON "vehiculo" USING btree ("empresa_transporte_id");--> statement-breakpoint
CREATE INDEX "vehiculo_moderacion_idx" ON "vehiculo" USING btree ("aprobado");--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculo_activo_uq" ON "vehiculo" USING btree ("transportista_id") WHERE "vehiculo"."activo" and "vehiculo"."transportista_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carrito_usuario_uq" ON "carrito" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carrito_clave_anonima_uq" ON "carrito" USING btree ("clave_anonima");--> statement-breakpoint
CREATE UNIQUE INDEX "carrito_item_uq" ON "carrito_item" USING btree ("carrito_id","producto_id",coalesce("variante_id", 0));--> statement-breakpoint
CREATE INDEX "carrito_item_producto_idx" ON "carrito_item" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tarjeta_proveedor_card_uq" ON "tarjeta" USING btree ("proveedor","card_id");--> statement-breakpoint
CREATE INDEX "tarjeta_usuario_idx" ON "tarjeta" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tarjeta_default_uq" ON "tarjeta" USING btree ("usuario_id") WHERE "tarjeta"."default" and "tarjeta"."eliminada_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transaccion_pago_idempotencia_uq" ON "transaccion_pago" USING btree ("clave_idempotencia");--> statement-breakpoint
CREATE INDEX "transaccion_pago_pedido_idx" ON "transaccion_pago" USING btree ("pedido_id","creado_en");--> statement-breakpoint
CREATE INDEX "transaccion_pago_proceso_idx" ON "transaccion_pago" USING btree ("proveedor","id_proceso");--> statement-breakpoint
CREATE INDEX "transaccion_pago_externo_idx" ON "transaccion_pago" USING btree ("proveedor","id_externo");--> statement-breakpoint
CREATE UNIQUE INDEX "calificacion_uq" ON "calificacion" USING btree ("pedido_id","usuario_id","tipo_calificacion","id_calificar");--> statement-breakpoint
CREATE INDEX "calificacion_calificado_idx" ON "calificacion" USING btree ("tipo_calificacion","id_calificar");--> statement-breakpoint
CREATE INDEX "mensaje_chat_pedido_idx" ON "mensaje_chat" USING btree ("pedido_id","creado_en");--> statement-breakpoint
CREATE INDEX "mensaje_chat_no_leidos_idx" ON "mensaje_chat" USING btree ("receptor_id") WHERE "mensaje_chat"."leido_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orden_venta_pedido_fabricante_uq" ON "orden_venta" USING btree ("pedido_id","fabricante_id");--> statement-breakpoint
CREATE INDEX "orden_venta_fabricante_idx" ON "orden_venta" USING btree ("fabricante_id","estado","creado_en");--> statement-breakpoint
CREATE INDEX "orden_venta_estado_idx" ON "orden_venta" USING btree ("estado","creado_en");--> statement-breakpoint
CREATE INDEX "orden_venta_ruteo_idx" ON "orden_venta" USING btree ("estado_ruteo");--> statement-breakpoint
CREATE UNIQUE INDEX "orden_venta_item_producto_pedido_uq" ON "orden_venta_item" USING btree ("producto_pedido_id");--> statement-breakpoint
CREATE INDEX "orden_venta_item_orden_idx" ON "orden_venta_item" USING btree ("orden_venta_id");--> statement-breakpoint
CREATE INDEX "pedido_usuario_idx" ON "pedido" USING btree ("usuario_id","fecha");--> statement-breakpoint
CREATE INDEX "pedido_estado_idx" ON "pedido" USING btree ("estado","fecha");--> statement-breakpoint
CREATE INDEX "pedido_fecha_idx" ON "pedido" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "pedido_transportista_idx" ON "pedido" USING btree ("transportista_id","estado");--> statement-breakpoint
CREATE INDEX "producto_pedido_pedido_idx" ON "producto_pedido" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "producto_pedido_producto_idx" ON "producto_pedido" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_fondo_nombre_uq" ON "cuenta_fondo" USING btree ("nombre");--> statement-breakpoint
CREATE UNIQUE INDEX "factura_numero_uq" ON "factura" USING btree ("emisor_ruc","timbrado","tipo_documento","establecimiento","punto_expedicion","numero");--> statement-breakpoint
CREATE INDEX "factura_tipo_fecha_idx" ON "factura" USING btree ("tipo","fecha");--> statement-breakpoint
CREATE INDEX "factura_usuario_idx" ON "factura" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "factura_fabricante_idx" ON "factura" USING btree ("fabricante_id");--> statement-breakpoint
CREATE INDEX "factura_pedido_idx" ON "factura" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "factura_item_factura_idx" ON "factura_item" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "pago_tipo_fecha_idx" ON "pago" USING btree ("tipo","fecha");--> statement-breakpoint
CREATE INDEX "pago_fabricante_idx" ON "pago" USING btree ("fabricante_id");--> statement-breakpoint
CREATE INDEX "pago_transportista_idx" ON "pago" USING btree ("transportista_id");--> statement-breakpoint
CREATE INDEX "pago_usuario_idx" ON "pago" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "pago_factura_factura_idx" ON "pago_factura" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "rendicion_tipo_fecha_idx" ON "rendicion" USING btree ("tipo","fecha");--> statement-breakpoint
CREATE INDEX "rendicion_fabricante_idx" ON "rendicion" USING btree ("fabricante_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rendicion_orden_orden_uq" ON "rendicion_orden" USING btree ("orden_venta_id");--> statement-breakpoint
CREATE INDEX "api_log_creado_idx" ON "api_log" USING btree ("creado_en");--> statement-breakpoint
CREATE INDEX "api_log_clave_idx" ON "api_log" USING btree ("clave_api_id","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "clave_api_prefijo_uq" ON "clave_api" USING btree ("prefijo");--> statement-breakpoint
CREATE UNIQUE INDEX "clave_api_hash_uq" ON "clave_api" USING btree ("clave_hash");--> statement-breakpoint
CREATE INDEX "clave_api_fabricante_idx" ON "clave_api" USING btree ("fabricante_id");--> statement-breakpoint
CREATE INDEX "contacto_b2b_atendido_idx" ON "contacto_b2b" USING btree ("atendido","creado_en");--> statement-breakpoint
CREATE INDEX "error_app_controlado_idx" ON "error_app" USING btree ("controlado","creado_en");--> statement-breakpoint
CREATE INDEX "notificacion_usuario_idx" ON "notificacion" USING btree ("usuario_id","creado_en");--> statement-breakpoint
CREATE INDEX "notificacion_no_leidas_idx" ON "notificacion" USING btree ("usuario_id") WHERE "notificacion"."leida_en" is null;--> statement-breakpoint
CREATE INDEX "outbox_email_pendientes_idx" ON "outbox_email" USING btree ("estado","enviar_despues_de");--> statement-breakpoint
CREATE INDEX "outbox_email_creado_idx" ON "outbox_email" USING btree ("creado_en");