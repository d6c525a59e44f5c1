import cronParser from 'cron-parser';

type Schedule = { cron: string; timeZone: string };

// The same parser (cron-parser 4) pg-boss reads schedules with, so our slots are its slots.
const parse = (schedule: Schedule, currentDate: Date) =>
  cronParser.parseExpression(schedule.cron, { currentDate, tz: schedule.timeZone });

/** The schedule slot a delivery made at `deliveredAt` belongs to: the latest firing at or before it. */
export function slotOf(schedule: Schedule, deliveredAt: Date): Date {
  return parse(schedule, new Date(deliveredAt.getTime() + 1000))
    .prev()
    .toDate();
}

/** The next firing after `now`. */
export function nextRunOf(schedule: Schedule, now: Date): Date {
  return parse(schedule, now).next().toDate();
}

/** Throws with the parser's words when a definition's schedule cannot be read. */
export function assertSchedule(name: string, schedule: Schedule): void {
  try {
    parse(schedule, new Date());
  } catch (error) {
    throw new Error(
      `Job ${name} has an unreadable schedule "${schedule.cron}" (${schedule.timeZone}): ${String(error)}`,
    );
  }
}
