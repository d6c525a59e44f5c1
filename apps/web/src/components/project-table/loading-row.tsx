import classes from './project-table.module.css';

/** A row the server has not sent yet (it is on its way: the table asked for the rows in view). */
export function LoadingRow() {
  return (
    <div className={`${classes.grid} ${classes.row} ${classes.loadingRow}`} role="row" aria-busy="true">
      <div className={classes.cell} role="cell">
        <span className={classes.placeholderBar} />
      </div>
    </div>
  );
}
