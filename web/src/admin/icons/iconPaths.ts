import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import calendar16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar';
import calendar20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/calendar';
import home16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/home';
import home20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/home';
import office16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/office';
import office20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/office';
import people16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/people';
import people20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/people';
import idNumber16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/id-number';
import idNumber20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/id-number';
import video16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/video';
import video20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/video';
import document16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document';
import document20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/document';
import user16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/user';
import user20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/user';
import briefcase16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/briefcase';
import briefcase20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/briefcase';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu';
import menu20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/menu';
import notifications16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/notifications';
import notifications20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/notifications';
import logOut16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out';
import logOut20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/log-out';
import eyeOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open';
import eyeOpen20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/eye-open';
import eyeOff16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off';
import eyeOff20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/eye-off';
import lock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock';
import lock20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/lock';
import search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search';
import search20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search';
import exchange16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/exchange';
import exchange20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/exchange';
import edit16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit';
import edit20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/edit';
import trash16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash';
import trash20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/trash';
import add16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/add';
import add20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/add';
import chevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left';
import chevronLeft20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-left';
import chevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right';
import chevronRight20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-right';
import arrowLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left';
import arrowLeft20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-left';
import floppyDisk16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk';
import floppyDisk20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/floppy-disk';
import share16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/share';
import share20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/share';
import undo16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/undo';
import undo20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/undo';

import download16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/download';
import download20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/download';
import filter16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/filter';
import filter20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/filter';
import play16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/play';
import play20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/play';
import media16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/media';
import media20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/media';
import globeNetwork16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/globe-network';
import globeNetwork20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/globe-network';
import clipboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/clipboard';
import clipboard20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/clipboard';
import refresh16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh';
import refresh20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/refresh';
import tickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle';
import tickCircle20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle';
import inbox16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/inbox';
import timelineBarChart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-bar-chart';
import timelineBarChart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/timeline-bar-chart';
import inbox20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/inbox';
import newPerson16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/new-person';
import newPerson20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/new-person';
import phone16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/phone';
import phone20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/phone';
import chat16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chat';
import chat20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chat';
import history16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/history';
import history20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/history';
import shield16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield';
import shield20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/shield';
import eraser16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eraser';
import eraser20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/eraser';
import tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick';
import tick20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tick';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross';
import cross20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cross';
import time16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/time';
import time20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/time';
import mobilePhone16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone';
import mobilePhone20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/mobile-phone';
import duplicate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate';
import duplicate20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/duplicate';
import timelineEvents16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-events';
import timelineEvents20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/timeline-events';
import mapMarker16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker';
import mapMarker20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/map-marker';

/** The SVG paths of every icon the back office shows, at 16 px and 20 px. */
const paths: Partial<Record<IconName, readonly [IconPaths, IconPaths]>> = {
  home: [home16, home20],
  office: [office16, office20],
  people: [people16, people20],
  'id-number': [idNumber16, idNumber20],
  video: [video16, video20],
  document: [document16, document20],
  user: [user16, user20],
  briefcase: [briefcase16, briefcase20],
  menu: [menu16, menu20],
  notifications: [notifications16, notifications20],
  'log-out': [logOut16, logOut20],
  'eye-open': [eyeOpen16, eyeOpen20],
  'eye-off': [eyeOff16, eyeOff20],
  lock: [lock16, lock20],
  search: [search16, search20],
  exchange: [exchange16, exchange20],
  edit: [edit16, edit20],
  trash: [trash16, trash20],
  add: [add16, add20],
  'chevron-left': [chevronLeft16, chevronLeft20],
  'chevron-right': [chevronRight16, chevronRight20],
  'arrow-left': [arrowLeft16, arrowLeft20],
  'floppy-disk': [floppyDisk16, floppyDisk20],
  share: [share16, share20],
  undo: [undo16, undo20],
  download: [download16, download20],
  filter: [filter16, filter20],
  play: [play16, play20],
  media: [media16, media20],
  'globe-network': [globeNetwork16, globeNetwork20],
  clipboard: [clipboard16, clipboard20],
  refresh: [refresh16, refresh20],
  'tick-circle': [tickCircle16, tickCircle20],
  inbox: [inbox16, inbox20],
  'timeline-bar-chart': [timelineBarChart16, timelineBarChart20],
  'new-person': [newPerson16, newPerson20],
  calendar: [calendar16, calendar20],
  phone: [phone16, phone20],
  chat: [chat16, chat20],
  history: [history16, history20],
  shield: [shield16, shield20],
  eraser: [eraser16, eraser20],
  tick: [tick16, tick20],
  cross: [cross16, cross20],
  time: [time16, time20],
  'mobile-phone': [mobilePhone16, mobilePhone20],
  duplicate: [duplicate16, duplicate20],
  'timeline-events': [timelineEvents16, timelineEvents20],
  'map-marker': [mapMarker16, mapMarker20],
};

/**
 * Blueprint loads icon paths on demand, by default as two chunks holding every icon (about 600 KB).
 * The back office draws only these, so they ship with its code; an icon missing here is reported as a
 * console error by Blueprint.
 */
export function registerBackOfficeIcons(): void {
  Icons.setLoaderOptions({
    loader: (name, size) => {
      const known = paths[name];
      if (!known) return Promise.reject(new Error(`The back office has no paths for icon ${name}`));
      return Promise.resolve(size < IconSize.LARGE ? known[0] : known[1]);
    },
  });
}
