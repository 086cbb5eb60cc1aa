import { Router, type Request } from 'express';
import type { ApiContext } from '../context.js';
import { staffActor } from '../audit/audit-actor.js';
import { requireStaff } from '../auth/staff-session.js';
import { createHoliday, currentYear, deleteHoliday, HOLIDAY_NOT_FOUND_MESSAGE, holidaysOf } from '../agenda/holidays.js';
import { toHolidayJson } from '../agenda/holiday-json.js';
import { HOLIDAY_YEARS } from '../../../shared/holiday-rules.js';
import { bodyFields, formBody } from '../http/body.js';
import { QueryReader } from '../http/query.js';
import { recordId } from '../http/record-id.js';

const HOLIDAY_CREATED_MESSAGE = 'Feriado cadastrado com sucesso!';
const HOLIDAY_DELETED_MESSAGE = 'Feriado excluído com sucesso!';

/**
 * The days the agency does not work (permission agenda):
 * `GET /api/holidays?year=AAAA` (the current year in São Paulo by default), `POST /api/holidays` (`day`, `name`),
 * `DELETE /api/holidays/{id}`; each write is audited.
 */
export function holidayRoutes({ db }: Pick<ApiContext, 'db'>): Router {
  const router = Router();
  const agenda = requireStaff(db, 'agenda');
  const pathId = (req: Request) => recordId(req, HOLIDAY_NOT_FOUND_MESSAGE);

  router.get('/holidays', agenda, async (req, res) => {
    const query = new QueryReader(req.query);
    const asked = query.integer('year', HOLIDAY_YEARS);
    query.finish();
    const year = asked ?? currentYear(new Date());
    res.json({ year, data: (await holidaysOf(db, year)).map(toHolidayJson) });
  });

  router.post('/holidays', agenda, ...formBody, async (req, res) => {
    const holiday = await createHoliday(db, staffActor(req), bodyFields(req.body), new Date());
    res.status(201).json({ message: HOLIDAY_CREATED_MESSAGE, data: toHolidayJson(holiday) });
  });

  router.delete('/holidays/:id', agenda, async (req, res) => {
    await deleteHoliday(db, staffActor(req), pathId(req));
    res.json({ message: HOLIDAY_DELETED_MESSAGE });
  });
  return router;
}
