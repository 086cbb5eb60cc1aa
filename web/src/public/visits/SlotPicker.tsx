import { useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import { visitBookingMessages as texts } from '../../forms/visitMessages';

/** A slot as the form sends it (`slot`): its day and time, 'AAAA-MM-DD HH:MM'. */
const slotValue = (day: string, time: string) => `${day} ${time}`;

interface SlotPickerProps {
  /** Each open day (AAAA-MM-DD) with its free times (HH:MM). */
  days: readonly { day: string; times: readonly string[] }[];
  chosen: string;
  onChoose: (slot: string) => void;
  /** The field's message, when the form was refused at it. */
  error?: string | null;
}

/**
 * The free slots, one disclosure per day with its times as radio buttons named `slot`: it works as it is without
 * JavaScript (a plain form post), and on a phone only the open day takes room. The day holding the chosen slot, or
 * the first day with any, starts open. A time chosen before the page's script took over is kept.
 */
export function SlotPicker({ days, chosen, onChoose, error }: SlotPickerProps) {
  const id = useId();
  const pickerRef = useRef<HTMLFieldSetElement>(null);
  // A time chosen on the server-rendered page before its script took it over is taken as if chosen now.
  const takeEarlyChoice = useEffectEvent(() => {
    const early = pickerRef.current?.querySelector<HTMLInputElement>('input[name="slot"]:checked')?.value;
    if (early !== undefined && early !== chosen) onChoose(early);
  });
  useLayoutEffect(() => takeEarlyChoice(), []);
  const openDay = chosen.slice(0, 10) || days.find((day) => day.times.length > 0)?.day;
  return (
    <fieldset ref={pickerRef} className="slot-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{texts.time}</legend>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      {days.map(({ day, times }) => (
        <details key={day} className="slot-picker__day" open={day === openDay}>
          <summary>{texts.dayLabel(day)}</summary>
          {times.length === 0 ? (
            <p className="slot-picker__none">{texts.noTimesThatDay}</p>
          ) : (
            <div className="slot-picker__times">
              {times.map((time) => {
                const value = slotValue(day, time);
                return (
                  <label key={time} className="slot-picker__time">
                    <input
                      type="radio"
                      name="slot"
                      value={value}
                      checked={chosen === value}
                      onChange={() => onChoose(value)}
                      aria-label={texts.slotLabel(texts.dayLabel(day), time)}
                    />
                    <span aria-hidden="true">{time}</span>
                  </label>
                );
              })}
            </div>
          )}
        </details>
      ))}
    </fieldset>
  );
}
