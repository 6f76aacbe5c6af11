#!/bin/sh
# Run once by the postgres image on a fresh volume: the restricted role the api replicas connect as.
# The tables belong to POSTGRES_USER, which only the one-shot `migrate` service uses; the migration run
# grants this role its rows, and on the audit log only SELECT and INSERT (decision 63).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_password="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE casebridge_app WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  PASSWORD :'app_password';
SQL
