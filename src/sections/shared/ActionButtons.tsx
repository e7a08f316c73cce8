export { ActionButtons, ActionButton, actionHref };

import { Button, Group, type ButtonProps } from '@mantine/core';
import { Icon } from '../../icons/Icon';
import { telHref } from '../../site/phone';
import { useSite } from '../../site/context';
import type { Site } from '../../content/types';
import type { Action, ActionStyle } from './types';
import { KeepContacts } from './KeepContacts';

type Surface = 'light' | 'dark';

interface ActionButtonsProps {
  /** The buttons, in order. */
  actions: Action[];
  /** Background the buttons sit on: `dark` turns them white. @default 'light' */
  surface?: Surface;
  /** Button size. @default 'md' */
  size?: ButtonProps['size'];
  /** Horizontal placement of the buttons. @default 'flex-start' */
  justify?: 'flex-start' | 'center';
  /** Class on the group. */
  className?: string;
}

function ActionButtons({ actions, surface = 'light', size = 'md', justify = 'flex-start', className }: ActionButtonsProps) {
  // A hero made for a page written without one has no buttons.
  if (actions.length === 0) return null;
  return (
    <Group gap="sm" justify={justify} className={className}>
      {actions.map((action, index) => (
        <ActionButton key={index} action={action} surface={surface} size={size} />
      ))}
    </Group>
  );
}

interface ActionButtonProps {
  /** The button's label and target. */
  action: Action;
  /** Background the button sits on. @default 'light' */
  surface?: Surface;
  /** Button size. @default 'md' */
  size?: ButtonProps['size'];
  /** Stretch to the full width of its container. @default false */
  fullWidth?: boolean;
}

// A link styled as a button; a `call` action dials the site's number.
function ActionButton({ action, surface = 'light', size = 'md', fullWidth = false }: ActionButtonProps) {
  const site = useSite();
  return (
    <Button
      component="a"
      href={actionHref(action, site)}
      size={size}
      fullWidth={fullWidth}
      leftSection={action.call ? <Icon name="phone" size={18} /> : undefined}
      {...look(action.style ?? 'primary', surface)}
    >
      <KeepContacts text={action.label} />
    </Button>
  );
}

function actionHref(action: Action, site: Site): string {
  // The check refuses a call to a second phone the site does not have; the main one stands in all the same.
  return action.call ? telHref(site.phone[action.call] ?? site.phone.primary) : action.href;
}

// On a dark band the filled button turns white and the others become white outlines, keeping contrast.
function look(style: ActionStyle, surface: Surface): Pick<ButtonProps, 'variant' | 'color' | 'style'> {
  if (surface === 'dark') {
    if (style === 'primary') return { variant: 'white' };
    return { variant: 'outline', color: 'white', style: { '--button-hover': 'rgba(255, 255, 255, 0.12)' } as ButtonProps['style'] };
  }
  if (style === 'secondary') return { variant: 'light' };
  if (style === 'outline') return { variant: 'outline' };
  return { variant: 'filled' };
}
