import { Rectangle, type BarShapeProps } from 'recharts';

type RectRadius = number | [number, number, number, number];

function readColor(datum: unknown, field: string): string {
  const value =
    typeof datum === 'object' && datum !== null ? (datum as Record<string, unknown>)[field] : null;
  return typeof value === 'string' ? value : '#868e96';
}

/**
 * A Bar `shape` that colours each bar with a colour field of its data point (Recharts 3 replaces the deprecated Cell this
 * way). Only drawing attributes reach the DOM.
 */
export function colorBarsByField(field: string, radius: RectRadius = 0) {
  return function ColoredBar(props: BarShapeProps) {
    return (
      <Rectangle
        x={props.x}
        y={props.y}
        width={props.width}
        height={props.height}
        radius={radius}
        fill={readColor(props.payload as unknown, field)}
      />
    );
  };
}
