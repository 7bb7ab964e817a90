package org.scratchpadinspector.pyyaml;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** Python's {@code repr(float)} as PyYAML's representer lower-cases and patches it. */
public final class PythonFloat {
    private PythonFloat() {
    }

    static String pyYamlText(double value) {
        if (Double.isNaN(value)) {
            return ".nan";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? ".inf" : "-.inf";
        }
        String repr = repr(value);
        if (!repr.contains(".") && repr.contains("e")) {
            repr = repr.replace("e", ".0e");
        }
        return repr;
    }

    /** Shortest digits that round-trip, formatted like Python's float repr. */
    public static String repr(double value) {
        if (value == 0) {
            return (1 / value < 0) ? "-0.0" : "0.0";
        }
        BigDecimal exact = new BigDecimal(value);
        BigDecimal shortest = exact;
        for (int precision = 1; precision <= 17; precision++) {
            BigDecimal rounded = exact.round(new MathContext(precision, RoundingMode.HALF_EVEN));
            if (rounded.doubleValue() == value) {
                shortest = rounded;
                break;
            }
        }
        String sign = shortest.signum() < 0 ? "-" : "";
        BigDecimal magnitude = shortest.abs().stripTrailingZeros();
        String digits = magnitude.unscaledValue().toString();
        // decimalPoint: position of the decimal point relative to the digit string, as in dtoa's decpt.
        int decimalPoint = digits.length() - magnitude.scale();
        if (decimalPoint <= -4 || decimalPoint > 16) {
            String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            int exponent = decimalPoint - 1;
            String expDigits = String.valueOf(Math.abs(exponent));
            if (expDigits.length() < 2) {
                expDigits = "0" + expDigits;
            }
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + expDigits;
        }
        if (decimalPoint <= 0) {
            return sign + "0." + "0".repeat(-decimalPoint) + digits;
        }
        if (decimalPoint >= digits.length()) {
            return sign + digits + "0".repeat(decimalPoint - digits.length()) + ".0";
        }
        return sign + digits.substring(0, decimalPoint) + "." + digits.substring(decimalPoint);
    }
}
