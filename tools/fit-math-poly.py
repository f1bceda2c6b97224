#!/usr/bin/env python3
"""Fits the polynomials of src/ukernels/math/ (needs python3-mpmath): weighted least squares on Chebyshev nodes,
coefficients rounded to float, then the maximum error over the interval is measured with the rounded coefficients.
Prints each fit as hex floats, in the order math_horner takes them (constant term first)."""
import struct

import mpmath as mp

mp.mp.dps = 40


def f32(x):
    return struct.unpack('f', struct.pack('f', float(x)))[0]


def fit(name, g, a, b, deg, weight):
    n = 4 * deg + 40
    xs = [(a + b) / 2 + (b - a) / 2 * mp.cos(mp.pi * (i + 0.5) / n) for i in range(n)]
    A = mp.matrix(n, deg + 1)
    y = mp.matrix(n, 1)
    for i, x in enumerate(xs):
        w = weight(x)
        for j in range(deg + 1):
            A[i, j] = x**j * w
        y[i] = g(x) * w
    c = mp.lu_solve(A.T * A, A.T * y)
    cf = [f32(c[j]) for j in range(deg + 1)]
    err = 0
    for i in range(2000):
        x = a + (b - a) * i / 1999
        p = mp.mpf(0)
        for j in reversed(range(deg + 1)):
            p = p * x + cf[j]
        err = max(err, abs(p - g(x)) * weight(x))
    print('%s: degree %d, max weighted error 2^%s' % (name, deg, mp.nstr(mp.log(err, 2), 4)))
    print('   ', ', '.join(float(v).hex() for v in cf))


def main():
    ln2 = mp.log(2)
    # exp.h: expm1(r) = r + r^2 Q(r), error relative to exp(r).
    fit('exp Q', lambda r: (mp.expm1(r) - r) / r**2 if r else mp.mpf(0.5), -ln2 / 2, ln2 / 2, 4,
        lambda r: r**2 / mp.exp(r))
    # exp.h, math_exp_nonpositive_flush<V, true> (softmax's faster variant): e^r = 1 + r P(r).
    fit('exp P4', lambda r: mp.expm1(r) / r if r else mp.mpf(1), -ln2 / 2, ln2 / 2, 4,
        lambda r: abs(r) / mp.exp(r) if r else mp.mpf(0))
    # log.h: 2(atanh(s)/s - 1) = z T(z), z = s^2.
    zmax = ((mp.sqrt(2) - 1) / (mp.sqrt(2) + 1))**2
    at = lambda z: 2 * (mp.atanh(mp.sqrt(z)) / mp.sqrt(z) - 1) / z if z else mp.mpf(2) / 3
    fit('log T', at, mp.mpf(0), zmax, 2, lambda z: z * mp.sqrt(z) / (2 * mp.atanh(mp.sqrt(z))) if z else 0)
    # sincos.h: sin(r) = r + r^3 S(r^2), cos(r) = 1 - r^2/2 + r^4 C(r^2).
    pi4 = mp.pi / 4
    fit('sin S', lambda z: (mp.sin(mp.sqrt(z)) - mp.sqrt(z)) / z**1.5 if z else -mp.mpf(1) / 6, 0, pi4**2, 3,
        lambda z: z / (mp.sin(mp.sqrt(z)) / mp.sqrt(z)) if z else 0)
    fit('cos C', lambda z: (mp.cos(mp.sqrt(z)) - 1 + z / 2) / z**2 if z else mp.mpf(1) / 24, 0, pi4**2, 3,
        lambda z: z**2 / mp.cos(mp.sqrt(z)))
    # ops-math.h tanh: tanh(x) = x + x^3 P(x^2) for |x| < 0.625.
    fit('tanh P', lambda z: (mp.tanh(mp.sqrt(z)) - mp.sqrt(z)) / z**1.5 if z else -mp.mpf(1) / 3, 0,
        mp.mpf(0.625)**2, 5, lambda z: z * mp.sqrt(z) / mp.tanh(mp.sqrt(z)) if z else 0)
    # normcdf.h: erf(x/sqrt 2)/x = E(x^2) for |x| < 0.75; erfc(|x|/sqrt 2) = s exp(-x^2/2 + P(A s + B)).
    r2 = mp.sqrt(2)
    E = lambda z: mp.erf(mp.sqrt(z) / r2) / mp.sqrt(z) if z else mp.sqrt(2 / mp.pi)
    fit('normcdf E', E, 0, mp.mpf(0.75)**2, 4, lambda z: z / (1 - mp.sqrt(z) * E(z)))
    k, lo, hi = mp.mpf(1), mp.mpf(0.75), mp.mpf(14.5)
    slo, shi = 1 / (1 + k * hi), 1 / (1 + k * lo)
    A, B = mp.mpf(f32(2 / (shi - slo))), mp.mpf(f32(-(shi + slo) / (shi - slo)))
    print('normcdf A = %s, B = %s' % (float(A).hex(), float(B).hex()))

    def P(u):
        s = (u - B) / A
        x = (1 / s - 1) / k
        return mp.log(mp.erfc(x / r2) / s) + x * x / 2
    fit('normcdf P', P, A * slo + B, A * shi + B, 9, lambda u: 1)
    sigmoid_lut8(ln2)
    sigmoid_lut64(ln2)


def sigmoid_table(ln2, n, shift, scale, degree):
    """sigmoid-lut<n>.h: the offset phi (in 1/65536) whose n entries 2^((j + phi)/n) round to float closest to exact,
    the entries times 2^scale with j << shift subtracted from their bits, and P(t) ~ 2^(-phi/n) e^t - 1 on
    |t| <= ln2/(2n)."""
    def worst(m):
        vs = [2.0 ** ((j + m / 65536.0) / n) for j in range(n)]
        return max(abs(f32(v) - v) / v for v in vs) * 2**24
    m = min(range(-32768, 32768), key=worst)
    phi = mp.mpf(m) / 65536
    print('sigmoid lut%d: phi = %d/65536, entries within %.3f * 2^-24 relative' % (n, m, worst(m)))
    entries = []
    for j in range(n):
        bits = struct.unpack('I', struct.pack('f', f32(mp.power(2, (j + phi) / n + scale))))[0] - (j << shift)
        entries.append(float(struct.unpack('f', struct.pack('I', bits))[0]).hex())
    for i in range(0, n, 8):
        print('   ', ', '.join(entries[i:i + 8]))
    a = mp.power(2, -phi / n)
    fit('sigmoid lut%d P' % n, lambda t: a * mp.exp(t) - 1, -ln2 / (2 * n), ln2 / (2 * n), degree,
        lambda t: 1 / (a * mp.exp(t)))


def sigmoid_lut8(ln2):
    """sigmoid-lut8.h: 8 entries with j << 20 subtracted, P of degree 3 on |t| <= ln2/16."""
    sigmoid_table(ln2, 8, 20, 0, 3)


def sigmoid_lut64(ln2):
    """sigmoid-lut64.h: 64 entries times 2^64 with j << 17 subtracted, P of degree 2 on |t| <= ln2/128, and ln2/64 in
    two parts (the high one with 10 significant bits, so that k * ln2_hi is exact for |k| < 2^14)."""
    sigmoid_table(ln2, 64, 17, 64, 2)
    hi = mp.mpf(f32(mp.nint(ln2 * 2**9) / 2**9))
    print('sigmoid lut64 ln2: hi %s, lo %s' % (float(hi).hex(), float(f32(ln2 - hi)).hex()))


if __name__ == '__main__':
    main()
