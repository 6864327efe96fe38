/** The PostgreSQL database the pg tests use; they refuse to run without one (never skip). */
export function testDatabaseUrl(): string {
  const url = process.env['RULEGRAPH_TEST_DATABASE_URL'];
  if (url === undefined || url === '') throw new Error('set RULEGRAPH_TEST_DATABASE_URL to a PostgreSQL database (postgres://...) to run the pg tests');
  return url;
}
