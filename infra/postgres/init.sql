-- One database and one login role per service, each role owning only its own database, so a
-- service's credentials open nothing else (the services never read each other's tables; they
-- talk over NATS). Run once by the postgres image on an empty data directory
-- (/docker-entrypoint-initdb.d), in docker-compose.yml and in k8s/components/in-cluster-deps
-- (which carries a copy of this file; a test keeps the two identical).
--
-- Passwords come from the container's environment (psql's \getenv, PostgreSQL 15+); an unset
-- one stops the script with an error instead of creating a role without a password. Use
-- URL-safe passwords (e.g. `openssl rand -hex 24`): they are embedded in DATABASE_URL.
\set ON_ERROR_STOP on

\getenv catalog_password CATALOG_DB_PASSWORD
\getenv identity_password IDENTITY_DB_PASSWORD
\getenv cart_order_password CART_ORDER_DB_PASSWORD
\getenv generation_password GENERATION_DB_PASSWORD
\getenv rendering_password RENDERING_DB_PASSWORD

-- Stops before creating anything when a password is unset (psql leaves :'name' as it is: a
-- syntax error) or empty (division by zero), so a failed start leaves no half-made roles.
SELECT 1 / least(length(:'catalog_password'), length(:'identity_password'), length(:'cart_order_password'),
  length(:'generation_password'), length(:'rendering_password')) AS every_password_is_set \g /dev/null

CREATE ROLE catalog LOGIN PASSWORD :'catalog_password';
CREATE DATABASE catalog OWNER catalog;
REVOKE ALL ON DATABASE catalog FROM PUBLIC;

CREATE ROLE identity LOGIN PASSWORD :'identity_password';
CREATE DATABASE identity OWNER identity;
REVOKE ALL ON DATABASE identity FROM PUBLIC;

CREATE ROLE cart_order LOGIN PASSWORD :'cart_order_password';
CREATE DATABASE cart_order OWNER cart_order;
REVOKE ALL ON DATABASE cart_order FROM PUBLIC;

CREATE ROLE generation LOGIN PASSWORD :'generation_password';
CREATE DATABASE generation OWNER generation;
REVOKE ALL ON DATABASE generation FROM PUBLIC;

CREATE ROLE rendering LOGIN PASSWORD :'rendering_password';
CREATE DATABASE rendering OWNER rendering;
REVOKE ALL ON DATABASE rendering FROM PUBLIC;
