import { describeServiceSchema } from '@cards/testing/schema';
import { database } from '../src/db/database.js';

describeServiceSchema('generation', database);
