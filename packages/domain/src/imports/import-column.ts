/** One column a kind accepts: its field name, label (the form's), other headers seen in the wild, help. */
export type ImportColumn = {
  field: string;
  label: string;
  required: boolean;
  aliases?: readonly string[];
  help: string;
};
