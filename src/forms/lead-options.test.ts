import { describe, expect, it } from 'vitest';
import quoteWidgetSchema from '../../schema/sections/quoteWidget.schema.json';
import { widgetPageServiceOptions, widgetServiceChoices, widgetServiceOptions, widgetServiceValues } from './lead-options';

describe('quote widget services', () => {
  it('can send exactly the services a page may give its widget', () => {
    expect([...widgetServiceValues].sort()).toEqual([...quoteWidgetSchema.properties.service.enum].sort());
  });

  it('lists the services of spec section 3 and adds a page service first', () => {
    expect(widgetServiceChoices('bay-windows')).toBe(widgetServiceOptions);
    expect(widgetServiceChoices('')).toBe(widgetServiceOptions);
    for (const own of widgetPageServiceOptions) {
      expect(widgetServiceChoices(own.value)).toEqual([own, ...widgetServiceOptions]);
    }
    expect(widgetServiceChoices('double-entry-doors')[0]).toEqual({ value: 'double-entry-doors', label: 'Double Entry Doors' });
  });
});
