import type { FastifyInstance } from 'fastify';
import type { SampleIoServices } from './compose-sample-io';
import { sampleBookingsRoutes } from './booking/sample-bookings.routes';
import { customerListRoutes } from './customers/customer-list';
import { sampleImportRoutes } from './import/sample-import.routes';
import { sampleReportsRoutes } from './reports/sample-reports.routes';
import { expressRoutes } from './shipping/express.routes';
import { labAddressRoutes } from './shipping/lab-address.routes';
import { returnAddressRoutes } from './shipping/return-address';

/** Routes of sample templates and import, documents and tracking; each multipart scope is its own plugin. */
export function sampleIoRoutes(s: SampleIoServices) {
  return async (app: FastifyInstance) => {
    await app.register(sampleImportRoutes({ sheetImport: s.sheetImport, templates: s.templates }));
    await app.register(sampleReportsRoutes({ reports: s.reports }));
    await app.register(expressRoutes({ express: s.express }));
    await app.register(sampleBookingsRoutes({ bookings: s.bookings }));
    await app.register(customerListRoutes({ customers: s.customers }));
    await app.register(returnAddressRoutes({ returnAddress: s.returnAddress }));
    await app.register(labAddressRoutes({ labAddress: s.labAddress }));
  };
}
