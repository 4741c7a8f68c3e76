import { SchemaSet, type Schema } from './schema-walk';

/** The published schemas, as integrators get them (`npm run schemas` writes them). */
const files = import.meta.glob<Schema>('../../../schemas/*.schema.json', { eager: true, import: 'default' });
export const publishedSchemas = new SchemaSet(Object.values(files));
