// `npm run backup -- FILE` (see backup.ts).
import { runBackupCommand } from './backup';

runBackupCommand('backup');
